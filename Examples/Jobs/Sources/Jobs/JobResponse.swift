/// What the recruitment API answers: a code, a message for the user and the jobs returned.
struct JobResponse: Equatable, Sendable {
    /// The article's success code: anything else is an error whose `message` is shown.
    static let successCode = "0"

    /// The server's code, kept as text because the HUD shows it next to the message.
    var code: String
    var message: String
    /// A page for the list, the one job for the detail, none for update and add.
    var data: [JobModel]

    init(code: String = JobResponse.successCode, message: String = "", data: [JobModel] = []) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// Whether the server accepted the request (the article compares `integerValue` with 0).
    var isSuccess: Bool { Int(code) == 0 }
}
