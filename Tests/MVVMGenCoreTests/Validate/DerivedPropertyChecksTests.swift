import Testing

@testable import MVVMGenCore

/// Derived properties (`from`, `value`) and what a property's change sends (`sends`).
@Suite("Validation: derived properties")
struct DerivedPropertyChecksTests {
    static let login = """
        screens:
          Login:
            properties:
              username: {type: String, access: readwrite, sends: inputChanged}
              password: {type: String, access: readwrite}
              isLoginEnabled:
                type: Bool
                from: [username, password]
                value: '!username.isEmpty && !password.isEmpty'
                sends: [validationChanged]
              hint: {type: String, from: isLoginEnabled, value: 'isLoginEnabled ? "" : "Fill in both"'}
            commands:
              login: {async: true, reads: [username, password]}
            callbacks: [inputChanged, validationChanged]
        """

    @Test("a derived property and a setter that sends need no silence; each change sends what it announces")
    func announcements() throws {
        let validated = try Stages.validated(Self.login)
        #expect(validated.warnings.isEmpty, "\(validated.warnings)")
        let resolved = try #require(validated.resolvedScreens["Login"])
        #expect(
            resolved.changeAnnouncements == [
                "username": ["inputChanged", "validationChanged"], "password": ["validationChanged"],
            ]
        )
    }

    @Test("misuse is an error at the place, naming what to write")
    func misuse() {
        let yaml = MarkedText(
            """
            screens:
              Top:
                properties:
                  name: String
                  1️⃣noValue: {type: Bool, from: name}
                  2️⃣noFrom: {type: Bool, value: 'true'}
                  3️⃣written: {type: Bool, from: name, value: 'true', access: readwrite}
                  loop: {type: Int, from: [4️⃣loop], value: '1'}
                  a: {type: Int, from: [5️⃣b], value: 'b'}
                  b: {type: Int, from: [6️⃣a], value: 'a'}
                  typo: {type: Int, from: [7️⃣nam], value: '1', sends: 8️⃣changed}
                callbacks: [change]
                silence: [unsentCallback, unreadProperty]
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: derived property 'noValue' needs 'value': the Swift expression that computes it from its 'from'",
                "2️⃣ error: derived property 'noFrom' needs 'from': the properties its value is computed from",
                "3️⃣ error: derived property 'written' is computed: it takes no 'access: readwrite', default or sample",
                "4️⃣ error: derived property 'loop' cannot be computed from itself",
                "5️⃣ error: derived property 'a' and 'b' are computed from each other",
                "6️⃣ error: derived property 'b' and 'a' are computed from each other",
                "7️⃣ error: derived property 'typo' is computed from 'nam', which is not a property of this screen;"
                    + " did you mean 'name'?",
                "8️⃣ error: property 'typo' sends 'changed', which is not among the callbacks of screen 'Top';"
                    + " did you mean 'change'?",
            ]
        )
    }
}
