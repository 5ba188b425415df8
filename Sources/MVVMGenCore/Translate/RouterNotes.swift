/// What a run that creates a router file tells the person: nothing calls a new router's
/// registration, and a screen nobody registered stops a debug build when it is shown.
enum RouterNotes {
    /// The router a file extends, and what the runtime says of a screen never registered.
    enum Router: String {
        case controllers = "ViewControllerRouter"
        case views = "ViewRouter"

        var unregistered: String { self == .controllers ? "No controller registered for" : "No view registered for" }
    }

    static func newRouter(of input: InputFile, _ router: Router) -> String {
        let register = ScreenNames.registerScreens(fromStem: input.stem)
        return "call `\(register)()` on your app's \(router.rawValue) where it is made, next to the other "
            + "screen files' register…Screens() calls: until then, showing a screen of \(input.fileName) stops a "
            + "debug build (\"\(router.unregistered) …\")"
    }
}
