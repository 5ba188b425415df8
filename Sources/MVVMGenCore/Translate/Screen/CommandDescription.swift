/// A command: what the view can ask the view model to do (C3).
struct CommandDescription: TemplateObject {
    let spec: CommandSpec
    let screen: ScreenDescription
    /// The callbacks it sends, each `.name`: made once, since five fields read them.
    let sends: [String]

    init(spec: CommandSpec, screen: ScreenDescription) {
        self.spec = spec
        self.screen = screen
        sends = spec.sends.map { Concatenation.join(".", $0.text) }
    }

    var name: String { spec.name.text }
    var parameters: [String] { spec.parameters.map { "\($0.name.text): \($0.type.text)" } }
    var effects: String { spec.isAsync ? " async" : "" }
    /// What it may send: its own `sends`, then what a change of any property sends (its
    /// `sends`, its derived properties'), since a command may change a property.
    var maySend: [String] {
        // A few names each: repeats found by comparing, not through a set made per command.
        var names: [String] = []
        for name in sends + screen.propertyAnnouncements where !names.contains(name) { names.append(name) }
        return names
    }
    var access: String { screen.access }
    /// True when it sends exactly what its screen's paged list sends as its first page loads
    /// (the rows and paging callbacks, the HUD's on a screen with one): a search, whose stub
    /// starts that page again, as GeneratedCode.md's paged lists say a search does. Less,
    /// and the load would send what the command does not declare.
    var restartsPaging: Bool {
        guard !screen.screen.isSwiftUI, let paging = screen.family.description else { return false }
        let load = [StandardCallback.rows(list: paging.name), .paging(list: paging.name)] + (paging.hud ? [.hud] : [])
        return Set(spec.sends.map(\.text)) == Set(load.map(\.name))
    }

    static let table = TemplateTable<CommandDescription>(
        "Command",
        "A command: what the view can ask the view model to do.",
        [
            .string("name", "The command's name.") { $0.name },
            .laidOutSummary(indent: 1) { $0.spec.summary },
            .summaryText { $0.spec.summary },
            .bool("isAsync", "True for an `async` command.") { $0.spec.isAsync },
            .objects("parameters", "Its parameters.") { $0.spec.parameters.map(ParameterDescription.init) },
            .objects("arguments", "Example arguments, as tests and examples call it.") {
                $0.screen.resolved.commandArguments.resolved($0.name)
            },
            .string("start", "The controller's method that runs it as a task (async commands).") {
                ScreenNames.commandStart($0.name)
            },
            .string("requirement", "The interface's requirement, wrapped.") {
                SwiftLayout.wrapped("func \($0.name)", $0.parameters, $0.effects, indent: 1)
            }.deprecated("read `command.parameters` and `command.isAsync`, laid out with {% wrap %}"),
            .string("declaration", "The view model's method line, wrapped.") {
                SwiftLayout.wrapped("\($0.access)func \($0.name)", $0.parameters, $0.effects + " {", indent: 1)
            }.deprecated("read `command.parameters` and `command.isAsync`, laid out with {% wrap %}"),
            .string("controllerCall", "The controller's call of it, wrapped.") {
                SwiftLayout.wrapped("viewModel.\($0.name)", ScreenNames.forwardedArguments($0.spec), "", indent: 2)
            }.deprecated("read `command.parameters`, laid out with {% wrap %}"),
            .string("action", "The controller's action method's name.") { ScreenNames.commandAction($0.name) },
            .string("startCall", "The call that starts it as a task, for an async command.") {
                SwiftLayout.wrapped(
                    ScreenNames.commandStart($0.name),
                    ScreenNames.forwardedArguments($0.spec),
                    "",
                    indent: 2
                )
            }.deprecated("read `command.start` and `command.parameters`, laid out with {% wrap %}"),
            .string("actionDeclaration", "The controller's action method line, wrapped.") {
                SwiftLayout.wrapped(
                    "\($0.access)func \(ScreenNames.commandAction($0.name))",
                    $0.parameters,
                    " {",
                    indent: 1
                )
            }.deprecated("read `command.action` and `command.parameters`, laid out with {% wrap %}"),
            .string("actionExample", "A call of the action with example arguments.") { command in
                let arguments = command.screen.resolved.commandArguments.resolved(command.name).map(\.description)
                return ScreenNames.commandAction(command.name) + "(" + arguments.joined(separator: ", ") + ")"
            },
            .strings("doc", "Its summary as one `///` text, or nothing.") {
                DocComment.text($0.spec.summary, indent: 1).map { [$0] } ?? []
            }.deprecated("read `command.summaryText`, laid out with `|doc`"),
            .string("sendsDoc", "`Sends `.a`, `.b`.` or empty.") { command in
                guard !command.sends.isEmpty else { return "" }
                // Written as bytes, made a string once: each command's documentation has
                // it, and each `String` append costs hundreds of instructions.
                var doc = RenderedText("Sends ", capacity: 64)
                for (index, sent) in command.sends.enumerated() {
                    doc.append(index == 0 ? "`" : ", `")
                    doc.append(sent)
                    doc.append("`")
                }
                doc.append(".")
                return doc.string
            },
            .string("readsDoc", "`Reads `a`.` or empty.") {
                $0.spec.reads.isEmpty
                    ? "" : "Reads " + $0.spec.reads.map { "`\($0.text)`" }.joined(separator: ", ") + "."
            },
            .strings("sends", "The callbacks it sends, each `.name`.") { $0.sends },
            .strings("maySend", "What it may send, each `.name`: its `sends`, then what a property's change sends.") {
                $0.maySend
            },
            .bool("sendsSomething", "True when it sends a callback.") { !$0.spec.sends.isEmpty },
            .bool(
                "restartsPaging",
                "True when it sends exactly what the paged list's first page sends as it loads (uikit flavour): its stub loads that page again."
            ) { $0.restartsPaging },
            .strings("sendsState", "The state callbacks (not events) it sends, each `.name`.") { command in
                let events = Set(command.screen.screen.callbacks.filter(\.isEvent).map(\.name.text))
                return command.spec.sends.filter { !events.contains($0.text) }.map { "." + $0.text }
            },
            .objects("sendsEvents", "The events it sends (swiftui flavour: through the events channel).") { command in
                let sent = Set(command.spec.sends.map(\.text))
                return command.screen.callbacks.filter { $0.spec.isEvent && sent.contains($0.spec.name.text) }
            },
            .string("sendsLiteral", "The callbacks it sends as one OptionSet literal.") {
                $0.sends.count == 1 ? $0.sends[0] : "[" + $0.sends.joined(separator: ", ") + "]"
            }.deprecated("read `command.sends`"),
        ]
    )
}

/// A callback: one bit of the screen's OptionSet, with its handler (C2).
struct CallbackDescription: TemplateObject {
    let spec: CallbackSpec
    let bit: Int
    let family: PagingContext

    static let table = TemplateTable<CallbackDescription>(
        "Callback",
        "A callback: one bit of the screen's OptionSet, and the controller's handler of it.",
        [
            .string("name", "The callback's name.") { $0.spec.name.text },
            .int("bit", "Its bit in the OptionSet.") { $0.bit },
            .laidOutSummary(indent: 1) { $0.spec.summary },
            .summaryText { $0.spec.summary },
            .string("handler", "The handler method's name.") { ScreenNames.callbackHandler($0.spec.name.text) },
            .string("infoType", "The type of its handler's `info`: `Any?`, or the declared `info` type, optional.") {
                $0.spec.info.map { InfoType.optional($0.text) } ?? "Any?"
            },
            .string("infoCast", "What the dispatch adds to `info` for a declared type: ` as? Type`; empty for `Any?`.")
            {
                $0.spec.info.map { " as? " + InfoType.unwrapped($0.text) } ?? ""
            },
            .string("handlerDoc", "The handler's doc, the summary after it.") {
                joinedDoc(
                    "Handles `.\($0.spec.name.text)`"
                        + ($0.spec.isEvent ? " (an event)." : "; also applied once, info nil, at the first render."),
                    DocComment.text($0.spec.summary, indent: 1)
                )
            }.deprecated("read `callback.isEvent` and `callback.summaryText`, laid out by the template"),
            .bool("isEvent", "True for an event: sent when it happens, not applied again at the first render.") {
                $0.spec.isEvent
            },
            .bool("hasInfo", "True when it declares the type of its `info`.") { $0.spec.info != nil },
            .string("info", "The declared type of its `info`, as written; empty when none.") {
                $0.spec.info?.text ?? ""
            },
            .bool("standard", "True when mvvmgen writes the handler (paging, HUD).") { $0.spec.standard != nil },
            .bool("updatesHUD", "True for the HUD's callback: its handler shows `hud.message`.") {
                if case .hud? = $0.spec.standard { return true }
                return false
            },
            .bool("reloadsRows", "True for a paged list's rows callback: its handler reloads the table.") {
                if case .rows? = $0.spec.standard { return true }
                return false
            },
            .string("standardBody", "The generated handler's body, for a standard callback.") { callback in
                callback.spec.standard.map(callback.family.handlerBody) ?? ""
            }.deprecated("read `callback.updatesHUD`, `callback.reloadsRows` and `screen.paging`"),
        ]
    )
}
