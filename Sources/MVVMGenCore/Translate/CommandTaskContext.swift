/// The template context of an async command's task: the controller's `start<Command>()`,
/// which runs the command as a task the controller owns, under the command's policy.
struct CommandTaskContext {
    /// `public `, `package ` or nothing: the access level of declarations.
    let access: String

    func dictionary(_ command: CommandSpec) -> ContextDictionary {
        let parameters = command.parameters.map { "\($0.name.text): \($0.type.text)" }
        let policy = command.whileRunning ?? .ignore
        return [
            "name": command.name.text,
            "doc": "Runs `\(command.name.text)` as this controller's task; "
                + Self.policyDoc[policy, default: ""],
            "startDeclaration": SwiftLayout.wrapped(
                "\(access)func \(ScreenNames.commandStart(command.name.text))",
                parameters,
                " -> Bool {",
                indent: 1
            ),
            "policy": "." + policy.rawValue,
            "call": SwiftLayout.wrapped(
                "await viewModel.\(command.name.text)",
                ScreenNames.forwardedArguments(command),
                "",
                indent: 3
            ),
        ]
    }

    private static let policyDoc: [CommandSpec.WhileRunning: String] = [
        .ignore:
            "a call while one runs does nothing\n    /// (a double tap sends one request). Returns whether it started.",
        .restart: "a call while one runs cancels it and\n    /// starts again (the newest input wins). Returns true.",
        .parallel: "calls run side by side. Returns true.",
    ]
}
