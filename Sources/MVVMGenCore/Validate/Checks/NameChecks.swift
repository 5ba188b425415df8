/// Names: each is a Swift identifier, and no two generate the same Swift name in one scope
/// or file names equal but for case.
extension SpecChecker {
    /// Reports a name that is not a Swift identifier; `true` when it is fine.
    @discardableResult
    mutating func checkIdentifier(_ name: Name, _ what: String) -> Bool {
        if name.text.isEmpty {
            log.error("\(what) has an empty name", at: name.location)
            return false
        }
        if SwiftNames.keywords.contains(name.text) {
            log.error("\(what) '\(name)' is a Swift keyword; choose another name", at: name.location)
            return false
        }
        if !SwiftNames.isIdentifier(name.text) {
            log.error(
                "\(what) '\(name)' is not a valid Swift identifier (letters, digits and _, not starting with a digit)",
                at: name.location
            )
            return false
        }
        return true
    }

    /// `checkIdentifier` without a report: later families skip what the name checks rejected.
    func isIdentifier(_ name: Name) -> Bool {
        !SwiftNames.keywords.contains(name.text) && SwiftNames.isIdentifier(name.text)
    }

    /// Reports the second and later uses of the same generated name within one scope.
    struct Scope {
        var seen: [String: (Name, String)] = [:]

        mutating func claim(_ generated: String, by name: Name, as what: String, log: inout DiagnosticLog) {
            if let (first, firstWhat) = seen[generated] {
                let via = generated == name.text ? "" : " (it generates '\(generated)')"
                log.error(
                    "\(what) '\(name)'\(via) clashes with \(firstWhat) '\(first)'",
                    at: name.location,
                    notes: firstWhat.hasPrefix("the ")
                        ? [] : [.init("\(firstWhat) '\(first)' is declared here", at: first.location)]
                )
            } else {
                seen[generated] = (name, what)
            }
        }
    }

    /// Types, models and screens share the module's namespace; fixtures share their model's.
    mutating func checkTypeNames() {
        var types = Scope()
        for name in file.types where checkIdentifier(name, "type") {
            types.claim(name.text, by: name, as: "type", log: &log)
        }
        for model in file.models where checkIdentifier(model.name, "model") {
            types.claim(model.name.text, by: model.name, as: "model", log: &log)
            models[model.name.text] = model
        }
        for screen in file.screens where checkIdentifier(screen.name, "screen") {
            screens[screen.name.text] = screen
            for generated in ScreenNames(screen: screen.name.text).clashingTypes {
                types.claim(generated, by: screen.name, as: "screen", log: &log)
            }
        }
        checkFileNameCases()
        var fixtures = Scope()
        for fixture in file.fixtures where checkIdentifier(fixture.name, "fixture") {
            fixtures.claim(fixture.model.text + "." + fixture.name.text, by: fixture.name, as: "fixture", log: &log)
        }
    }

    /// File names come from model and screen names; macOS file systems ignore case by
    /// default, so names equal but for case clash there. Exactly equal ones clash as types.
    mutating func checkFileNameCases() {
        var files: [String: (name: Name, what: String, file: String)] = [:]
        let fileNames =
            file.models.map { ($0.name, "model", $0.name.text) }
            + file.screens.map { ($0.name, "screen", ScreenNames(screen: $0.name.text).viewModel) }
        for (name, what, fileName) in fileNames where SwiftNames.isIdentifier(name.text) {
            if let first = files[fileName.lowercased()] {
                if first.file != fileName {
                    log.error(
                        "\(what) '\(name)' gives file names that differ only in case from those of \(first.what) '\(first.name)': they collide on case-insensitive file systems such as macOS's",
                        at: name.location,
                        notes: [.init("\(first.what) '\(first.name)' is declared here", at: first.name.location)]
                    )
                }
            } else {
                files[fileName.lowercased()] = (name, what, fileName)
            }
        }
    }

    mutating func checkFieldNames(_ model: ModelSpec) {
        var members = Scope()
        for field in model.fields where checkIdentifier(field.name, "field") {
            members.claim(field.name.text, by: field.name, as: "field", log: &log)
        }
    }

    mutating func checkProtocolNames(_ model: ModelSpec) {
        for name in model.conforms ?? [] { checkIdentifier(name, "protocol") }
    }

    /// Every member a screen's view model gets, against the others and the base class's.
    mutating func checkMemberNames(_ screen: ScreenSpec) {
        var members = Scope()
        for reserved in ScreenNames.baseClassMembers {
            members.seen[reserved] = (Name(reserved, at: screen.name.location), "the view model base class member")
        }
        for dependency in screen.owns + screen.given where checkIdentifier(dependency.name, "object") {
            members.claim(dependency.name.text, by: dependency.name, as: "object", log: &log)
        }
        for property in screen.properties where checkIdentifier(property.name, "property") {
            members.claim(property.name.text, by: property.name, as: "property", log: &log)
        }
        for list in screen.lists where checkIdentifier(list.name, "list") {
            members.claim(ScreenNames.listCount(list.name.text), by: list.name, as: "list", log: &log)
            let accessor = list.accessor ?? list.name
            if list.accessor == nil || checkIdentifier(accessor, "accessor") {
                members.claim(accessor.text, by: accessor, as: "list accessor", log: &log)
            }
        }
        checkCallbackNames(screen)
        for command in screen.commands where checkIdentifier(command.name, "command") {
            members.claim(command.name.text, by: command.name, as: "command", log: &log)
            checkParameterNames(command.parameters)
        }
        for route in screen.routes where checkIdentifier(route.name, "route") {
            for generated in ScreenNames.routeMembers(route.name.text) {
                members.claim(generated, by: route.name, as: "route", log: &log)
            }
            checkParameterNames(route.parameters)
        }
    }

    /// Callbacks are cases of their own enum, and each gets a handler in the controller.
    mutating func checkCallbackNames(_ screen: ScreenSpec) {
        var callbacks = Scope()
        var handlers = Scope()
        for callback in screen.callbacks where checkIdentifier(callback.name, "callback") {
            callbacks.claim(callback.name.text, by: callback.name, as: "callback", log: &log)
            // A repeated callback was just reported; its handler would only repeat that.
            if callbacks.seen[callback.name.text]?.0.location != callback.name.location { continue }
            handlers.claim(
                ScreenNames.callbackHandler(callback.name.text),
                by: callback.name,
                as: "callback",
                log: &log
            )
        }
    }

    mutating func checkParameterNames(_ parameters: [ParameterSpec]) {
        var scope = Scope()
        for parameter in parameters where checkIdentifier(parameter.name, "parameter") {
            scope.claim(parameter.name.text, by: parameter.name, as: "parameter", log: &log)
        }
    }
}
