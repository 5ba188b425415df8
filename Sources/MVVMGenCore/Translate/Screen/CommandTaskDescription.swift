/// An async command's task: the controller's `start<Command>()`, which runs the command
/// as a task the controller owns, under the command's policy.
struct CommandTaskDescription: TemplateObject {
    let spec: CommandSpec
    /// `public `, `package ` or nothing: the access level of declarations.
    let access: String

    var name: String { spec.name.text }
    var policy: CommandSpec.WhileRunning { spec.whileRunning ?? .ignore }

    static let table = TemplateTable<CommandTaskDescription>(
        "CommandTask",
        "An async command run as the controller's task, under its `whileRunning` policy.",
        [
            .string("name", "The command's name.") { $0.name },
            .string("doc", "The start method's doc, with its policy.") {
                "Runs `\($0.name)` as this controller's task; " + Self.policyDoc[$0.policy, default: ""]
            }.deprecated("read `command.restarts` and `command.runsSideBySide`: the template says what they mean"),
            .string("viewModelDoc", "The view model's start method's doc, with its policy.") {
                "Runs `\($0.name)` as a task of the screen (the controller's once it connects, so\n"
                    + "    /// leaving the screen cancels it): for the view model to start it later, when a child\n"
                    + "    /// screen hands a result back or a row's button is tapped. "
                    + Self.viewModelPolicyDoc[$0.policy, default: ""]
            }.deprecated("read `command.restarts` and `command.runsSideBySide`: the template says what they mean"),
            .bool("restarts", "True for `whileRunning: restart`: a call while one runs cancels it.") {
                $0.policy == .restart
            },
            .bool("runsSideBySide", "True for `whileRunning: parallel`: calls run side by side.") {
                $0.policy == .parallel
            },
            .objects("parameters", "The command's parameters, which the start method takes.") {
                $0.spec.parameters.map(ParameterDescription.init)
            },
            .string("start", "The start method's name.") { ScreenNames.commandStart($0.name) },
            .string("startDeclaration", "The `start…(…) -> Bool {` line, wrapped.") {
                SwiftLayout.wrapped(
                    "\($0.access)func \(ScreenNames.commandStart($0.name))",
                    $0.spec.parameters.map { "\($0.name.text): \($0.type.text)" },
                    " -> Bool {",
                    indent: 1
                )
            }.deprecated("read `command.start` and `command.parameters`, laid out with {% wrap %}"),
            .string("policy", "The runtime's policy: `.ignore`, `.restart` or `.parallel`.") {
                "." + $0.policy.rawValue
            },
            .string("call", "`await viewModel.command(…)` inside the task, wrapped.") {
                SwiftLayout.wrapped(
                    "await viewModel.\($0.name)",
                    ScreenNames.forwardedArguments($0.spec),
                    "",
                    indent: 3
                )
            }.deprecated("read `command.name` and `command.parameters`, laid out with {% wrap %}"),
        ]
    )

    private static let viewModelPolicyDoc: [CommandSpec.WhileRunning: String] = [
        .ignore: "A call while one runs does\n    /// nothing. Returns whether it started.",
        .restart: "A call while one runs\n    /// cancels it and starts again. Returns true.",
        .parallel: "Calls run side by side.\n    /// Returns true.",
    ]

    private static let policyDoc: [CommandSpec.WhileRunning: String] = [
        .ignore:
            "a call while one runs does nothing\n    /// (a double tap sends one request). Returns whether it started.",
        .restart: "a call while one runs cancels it and\n    /// starts again (the newest input wins). Returns true.",
        .parallel: "calls run side by side. Returns true.",
    ]
}
