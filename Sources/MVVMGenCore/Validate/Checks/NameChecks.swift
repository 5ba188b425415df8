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

    /// This file's screens and models whose names are identifiers, by name: what the other
    /// checks look up. `checkTypeNames` reports the others.
    mutating func indexNames() {
        screens.reserveCapacity(file.screens.count)
        for model in file.models where isIdentifier(model.name) && !model.name.text.isEmpty {
            models[model.name.text] = model
        }
        for screen in file.screens where isIdentifier(screen.name) && !screen.name.text.isEmpty {
            screens[screen.name.text] = screen
        }
    }

    /// Types, models and screens share the module's namespace with the runtime's types and
    /// those the generated files name; fixtures share their model's.
    mutating func checkTypeNames() {
        var types = Scope()
        // Sized ahead: a big file's names would otherwise rehash the tables a dozen times.
        types.seen.reserveCapacity(8 * file.screens.count + file.models.count + file.types.count + 64)
        let start = SourceLocation(file: file.input.path, line: 1, column: 1)
        for (owner, names) in ReservedNames.typeGroups {
            types.reserve(names, as: owner, at: start)
        }
        for name in file.types where checkIdentifier(name, "type") {
            types.claim(name.text, by: name, as: "type", log: &log)
        }
        // Each screen's generated type names, made once for the module's lookups and the claims.
        let generated = file.screens.map { ScreenNames(screen: $0.name.text).types(of: $0.kind, flavour: $0.flavour) }
        claimModuleTypes(in: &types, screenTypes: generated)
        for model in file.models where checkIdentifier(model.name, "model") {
            types.claim(model.name.text, by: model.name, as: "model", log: &log)
        }
        for (screen, names) in zip(file.screens, generated) where checkIdentifier(screen.name, "screen") {
            for name in names {
                types.claim(name, by: screen.name, as: "screen", log: &log)
            }
        }
        checkFileNameCases()
        checkRouterFileName()
        checkFileNameLengths()
        var fixtures = Scope()
        for fixture in file.fixtures where checkIdentifier(fixture.name, "fixture") {
            fixtures.claim(fixture.model.text + "." + fixture.name.text, by: fixture.name, as: "fixture", log: &log)
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
        var members = Scope(capacity: 32 + 4 * (screen.properties.count + screen.lists.count + screen.commands.count))
        members.reserve(
            ReservedNames.viewModelMembers,
            as: "the view model base class member",
            at: screen.name.location
        )
        if screen.isSwiftUI {
            members.reserve(
                ReservedNames.observableViewModelMembers,
                as: "the observable view model member (swiftui flavour)",
                at: screen.flavourLocation ?? screen.name.location
            )
        }
        if let header = screen.header {
            members.claim(ScreenNames.headerViewModel, by: header, as: "header", log: &log)
        }
        if let hud = screen.hud {
            members.reserve(ScreenNames.hudMembers, as: "the HUD member (from 'hud: true')", at: hud)
        }
        for dependency in screen.owns + screen.given where checkIdentifier(dependency.name, "object") {
            members.claim(dependency.name.text, by: dependency.name, as: "object", log: &log)
        }
        for property in screen.properties where checkIdentifier(property.name, "property") {
            members.claim(property.name.text, by: property.name, as: "property", log: &log)
        }
        for list in screen.lists where checkIdentifier(list.name, "list") {
            members.claim(ScreenNames.listCount(list.name.text), by: list.name, as: "list", log: &log)
            members.claim(ScreenNames.listStorage(list.name.text), by: list.name, as: "list", log: &log)
            let accessor = list.accessor ?? list.name
            if list.accessor == nil || checkIdentifier(accessor, "accessor") {
                members.claim(accessor.text, by: accessor, as: "list accessor", log: &log)
            }
            if let paging = list.paging {
                for generated in ScreenNames.pagingMembers(list.name.text) {
                    members.claim(generated, by: Name(list.name.text, at: paging.location), as: "paging of", log: &log)
                }
            }
        }
        checkCallbackNames(screen)
        for command in screen.commands where checkIdentifier(command.name, "command") {
            members.claim(command.name.text, by: command.name, as: "command", log: &log)
            if command.isAsync {  // the view model's start method
                members.claim(ScreenNames.commandStart(command.name.text), by: command.name, as: "command", log: &log)
            }
            checkParameterNames(command.parameters)
        }
        for route in screen.routes where checkIdentifier(route.name, "route") {
            for generated in ScreenNames.routeMembers(route.name.text) {
                members.claim(generated, by: route.name, as: "route", log: &log)
            }
            checkParameterNames(route.parameters)
        }
        for pop in screen.backRoutes where checkIdentifier(pop.name, "route") {
            members.claim(ScreenNames.routeShow(pop.name.text), by: pop.name, as: "route", log: &log)
        }
        // A tab listed twice is reported by the reference checks, once.
        for (index, tab) in screen.tabs.enumerated() where isIdentifier(tab) {
            guard !screen.tabs[..<index].contains(where: { $0.text == tab.text }) else { continue }
            members.claim(ScreenNames.tabFactory(tab.text, of: screen.kind), by: tab, as: "tab", log: &log)
        }
    }

    /// Callbacks are cases of their own enum, and each gets a handler in the controller.
    mutating func checkCallbackNames(_ screen: ScreenSpec) {
        var callbacks = Scope(capacity: ReservedNames.callbackActionMembers.count + screen.callbacks.count)
        callbacks.reserve(
            ReservedNames.callbackActionMembers,
            as: "the OptionSet member",
            at: screen.name.location
        )
        var handlers = Scope(capacity: screen.callbacks.count)
        // Taken first, so that a callback of the person's own is the one reported, at its line.
        for standard in screen.callbacks where standard.standard != nil {
            let from = standard.standard == .hud ? "'hud: true'" : "'paging'"
            callbacks.reserve([standard.name.text], as: "the callback \(from) adds,", at: standard.name.location)
            handlers.reserve(
                [ScreenNames.callbackHandler(standard.name.text)],
                as: "the handler \(from) adds,",
                at: standard.name.location
            )
        }
        for callback in screen.callbacks where callback.standard == nil && checkCallbackName(callback.name) {
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

    /// The names commands and properties may send: a callback written like a signature,
    /// `showError(String)`, has its error at its name; sending `showError` is not another.
    func sendableCallbackNames(of screen: ScreenSpec) -> [String] {
        screen.callbacks.map { callback in
            Self.signatureOpening(callback.name.text).map { String(callback.name.text[..<$0]) } ?? callback.name.text
        }
    }

    /// Where the parameters open in a name written like a signature, `showError(String)`.
    private static func signatureOpening(_ text: String) -> String.Index? {
        // Names are ASCII, where each byte is a character: looked for in bytes, which a
        // screen's checks do for every callback several times; other text by characters.
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        guard
            let open = isASCII ? text.utf8.firstIndex(of: UInt8(ascii: "(")) : text.firstIndex(of: "("),
            isASCII ? text.utf8.last == UInt8(ascii: ")") : text.last == ")",
            SwiftNames.isIdentifier(String(text[..<open]))
        else { return nil }
        return open
    }

    /// A callback's name; `showError(String)`, written like a command's signature, gets the
    /// form its info takes instead of the identifier rule.
    private mutating func checkCallbackName(_ name: Name) -> Bool {
        let text = name.text
        guard let open = Self.signatureOpening(text) else { return checkIdentifier(name, "callback") }
        var info = text[text.index(after: open)..<text.index(before: text.endIndex)]
        if let colon = info.firstIndex(of: ":") { info = info[info.index(after: colon)...] }
        let type = String(info.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        log.error(
            "callback '\(text)' gives its info in parentheses; a callback's info is a key: "
                + "\(text[..<open]): {info: \(type.isEmpty ? "String" : type)}",
            at: name.location
        )
        return false
    }

    mutating func checkParameterNames(_ parameters: [ParameterSpec]) {
        var scope = Scope()
        for parameter in parameters where checkIdentifier(parameter.name, "parameter") {
            scope.claim(parameter.name.text, by: parameter.name, as: "parameter", log: &log)
        }
    }

    /// Each module of `imports` once, by a name Swift can import; the modules every file
    /// imports already are not named again.
    mutating func checkImports() {
        var seen: Set<String> = []
        let always = ["Foundation", "UIKit", Translator.runtimeModule, Translator.testingModule]
        for module in file.imports where checkIdentifier(module, "imported module") {
            if always.contains(module.text) {
                log.error(
                    "'\(module)' is imported by every generated file already; remove it from 'imports'",
                    at: module.location
                )
            } else if !seen.insert(module.text).inserted {
                log.error("module '\(module)' is imported twice", at: module.location)
            }
        }
    }
}
