/// Stage 2: cross-checks a parsed file and reports every problem at once.
public enum SpecValidator {
    /// Member names the runtime's base classes already use.
    static let reservedMembers: Set<String> = ["callBack", "bind", "navigator", "controller", "model", "init"]

    /// Cross-checks run even when parsing found errors, so one run reports everything;
    /// throws the parser's and the validator's diagnostics together when either has an error.
    public static func validate(_ parsed: ParsedSpec) throws(DiagnosticsError) -> ValidatedSpec {
        var check = Checker(file: parsed.file)
        check.run()
        let diagnostics = DiagnosticLog.merged(parsed.diagnostics, check.log.diagnostics)
        if parsed.hasErrors || check.log.hasErrors { throw DiagnosticsError(diagnostics) }
        return ValidatedSpec(
            file: parsed.file,
            screensByName: check.screens,
            modelsByName: check.models,
            warnings: diagnostics
        )
    }
}

private struct Checker {
    let file: SpecFile
    var log = DiagnosticLog()
    var screens: [String: ScreenSpec] = [:]
    var models: [String: ModelSpec] = [:]

    let knownTypes: KnownTypes

    init(file: SpecFile) {
        self.file = file
        self.knownTypes = KnownTypes(file: file)
    }

    mutating func run() {
        checkSilenced(file.silence)
        checkTypeNames()
        for model in file.models { checkModel(model) }
        for fixture in file.fixtures { checkFixture(fixture) }
        for screen in file.screens { checkScreen(screen) }
    }

    // MARK: - Names

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
                at: name.location)
            return false
        }
        return true
    }

    /// Reports the second and later uses of the same generated name within one scope.
    struct Scope {
        var seen: [String: (Name, String)] = [:]

        mutating func claim(_ generated: String, by name: Name, as what: String, log: inout DiagnosticLog) {
            if let (first, firstWhat) = seen[generated] {
                let via = generated == name.text ? "" : " (it generates '\(generated)')"
                log.error(
                    "\(what) '\(name)'\(via) clashes with \(firstWhat) '\(first)'", at: name.location,
                    notes: firstWhat.hasPrefix("the ") ? [] : [.init("\(firstWhat) '\(first)' is declared here", at: first.location)])
            } else {
                seen[generated] = (name, what)
            }
        }
    }

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
            for suffix in ["ViewModel", "ViewController", "ViewCallbackAction", "ViewModelInterface"] {
                types.claim(screen.name.text + suffix, by: screen.name, as: "screen", log: &log)
            }
        }
        // File names come from these names; macOS file systems ignore case by default.
        // Names equal but for case clash there; exactly equal ones were reported above.
        var files: [String: (name: Name, what: String, file: String)] = [:]
        let fileNames = file.models.map { ($0.name, "model", $0.name.text) }
            + file.screens.map { ($0.name, "screen", ScreenNames(screen: $0.name.text).viewModel) }
        for (name, what, fileName) in fileNames where SwiftNames.isIdentifier(name.text) {
            if let first = files[fileName.lowercased()] {
                if first.file != fileName {
                    log.error(
                        "\(what) '\(name)' gives file names that differ only in case from those of \(first.what) '\(first.name)': they collide on case-insensitive file systems such as macOS's",
                        at: name.location,
                        notes: [.init("\(first.what) '\(first.name)' is declared here", at: first.name.location)])
                }
            } else {
                files[fileName.lowercased()] = (name, what, fileName)
            }
        }
        var fixtures = Scope()
        for fixture in file.fixtures where checkIdentifier(fixture.name, "fixture") {
            fixtures.claim(fixture.model.text + "." + fixture.name.text, by: fixture.name, as: "fixture", log: &log)
        }
    }

    // MARK: - Models and fixtures

    mutating func checkModel(_ model: ModelSpec) {
        var members = Scope()
        for field in model.fields where checkIdentifier(field.name, "field") {
            members.claim(field.name.text, by: field.name, as: "field", log: &log)
        }
        for field in model.fields { checkType(field.type) }
        for name in model.conforms ?? [] { checkIdentifier(name, "protocol") }
    }

    mutating func checkFixture(_ fixture: FixtureSpec) {
        guard let model = models[fixture.model.text] else {
            if file.unreadable.contains(fixture.model.text) { return }
            log.error(
                "fixture '\(fixture.name)' is of model '\(fixture.model)', which is not declared under 'models'"
                    + Suggestion.didYouMean(fixture.model.text, among: file.models.map(\.name.text)),
                at: fixture.model.location)
            return
        }
        let fields = Dictionary(model.fields.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
        var given = Set<String>()
        for (name, value) in fixture.values {
            guard let field = fields[name.text] else {
                log.error(
                    "model '\(model.name)' has no field '\(name)'"
                        + Suggestion.didYouMean(name.text, among: model.fields.map(\.name.text)),
                    at: name.location)
                continue
            }
            given.insert(name.text)
            if let problem = FixtureLiteral.problem(value, type: field.type.text, models: models) {
                log.error("value of '\(name)' in fixture '\(fixture.name)': \(problem)", at: value.location)
            }
        }
        for field in model.fields where !given.contains(field.name.text) {
            if field.defaultValue == nil && SwiftNames.defaultValue(for: field.type.text, models: models) == nil {
                log.error(
                    "fixture '\(fixture.name)' needs a value for '\(field.name)': the field has no default",
                    at: fixture.name.location)
            }
        }
    }

    // MARK: - Screens

    mutating func checkScreen(_ screen: ScreenSpec) {
        var members = Scope()
        for reserved in SpecValidator.reservedMembers {
            members.seen[reserved] = (Name(reserved, at: screen.name.location), "the view model base class member")
        }
        checkSilenced(screen.silence)
        for dependency in screen.owns + screen.given where checkIdentifier(dependency.name, "object") {
            members.claim(dependency.name.text, by: dependency.name, as: "object", log: &log)
        }
        for dependency in screen.owns + screen.given { checkType(dependency.type) }
        for property in screen.properties { checkType(property.type) }
        for list in screen.lists where list.child == nil { checkType(list.item) }
        for parameter in screen.commands.flatMap(\.parameters) + screen.routes.flatMap(\.parameters) {
            checkType(parameter.type)
        }
        for dependency in screen.given where knownTypes.unknownNames(in: dependency.type.text).isEmpty {
            let hasValue = dependency.sample ?? dependency.initialValue
            if hasValue == nil && SwiftNames.defaultValue(for: dependency.type.text, models: models) == nil {
                log.error(
                    "given '\(dependency.name)' of type '\(dependency.type)' needs a 'sample': the Swift expression generated tests pass in (for example a stub)",
                    at: dependency.name.location)
            }
        }
        for property in screen.properties where checkIdentifier(property.name, "property") {
            members.claim(property.name.text, by: property.name, as: "property", log: &log)
            let typeIsKnown = knownTypes.unknownNames(in: property.type.text).isEmpty
            if typeIsKnown, property.defaultValue == nil && SwiftNames.defaultValue(for: property.type.text, models: models) == nil {
                log.error(
                    "property '\(property.name)' of type '\(property.type)' needs a default: write '\(property.type) = value'",
                    at: property.name.location)
            }
        }
        for list in screen.lists where checkIdentifier(list.name, "list") {
            members.claim(list.name.text + "Count", by: list.name, as: "list", log: &log)
            let accessor = list.accessor ?? list.name
            if list.accessor == nil || checkIdentifier(accessor, "accessor") {
                members.claim(accessor.text, by: accessor, as: "list accessor", log: &log)
            }
            if let child = list.child {
                checkReference(child, "the child screen of list '\(list.name)'")
                if let target = screens[child.text], target.kind != .cell {
                    warn(
                        .childNotCell, in: screen,
                        "list '\(list.name)' holds view models of screen '\(child)', whose kind is '\(target.kind.rawValue)', not 'cell'",
                        at: child.location)
                }
            }
        }
        let callbacks = screen.callbacks.map(\.name.text)
        var callbackScope = Scope()
        var handlers = Scope()
        for callback in screen.callbacks where checkIdentifier(callback.name, "callback") {
            callbackScope.claim(callback.name.text, by: callback.name, as: "callback", log: &log)
            if callbackScope.seen[callback.name.text]?.0.location != callback.name.location { continue }
            handlers.claim(
                ScreenNames.callbackHandler(callback.name.text), by: callback.name, as: "callback", log: &log)
        }
        if screen.callbacks.count > CallbackLimits.maximum {
            log.error(
                "screen '\(screen.name)' declares \(screen.callbacks.count) callbacks; its OptionSet holds at most \(CallbackLimits.maximum)",
                at: screen.callbacks[CallbackLimits.maximum].name.location)
        }
        for command in screen.commands where checkIdentifier(command.name, "command") {
            members.claim(command.name.text, by: command.name, as: "command", log: &log)
            var parameters = Scope()
            for parameter in command.parameters where checkIdentifier(parameter.name, "parameter") {
                parameters.claim(parameter.name.text, by: parameter.name, as: "parameter", log: &log)
            }
            let properties = screen.properties.map(\.name.text)
            for property in command.reads where !properties.contains(property.text) {
                log.error(
                    "command '\(command.name)' reads '\(property)', which is not a property of screen '\(screen.name)'"
                        + Suggestion.didYouMean(property.text, among: properties),
                    at: property.location)
            }
            for action in command.sends where !callbacks.contains(action.text) {
                log.error(
                    "command '\(command.name)' sends '\(action)', which is not among the callbacks of screen '\(screen.name)'"
                        + Suggestion.didYouMean(action.text, among: callbacks),
                    at: action.location)
            }
        }
        for route in screen.routes where checkIdentifier(route.name, "route") {
            let upper = SwiftNames.upperFirst(route.name.text)
            members.claim("show" + upper, by: route.name, as: "route", log: &log)
            members.claim("viewModelFor" + upper, by: route.name, as: "route", log: &log)
            checkRoute(route, from: screen)
        }
        checkTabs(screen)
        checkUsage(screen)
    }

    // MARK: - Warnings

    /// Legal but probably wrong: declared and never used.
    mutating func checkUsage(_ screen: ScreenSpec) {
        let sent = Set(screen.commands.flatMap(\.sends).map(\.text))
        for callback in screen.callbacks where !sent.contains(callback.name.text) {
            warn(.unsentCallback, in: screen, "callback '\(callback.name)' is declared but no command sends it", at: callback.name.location)
        }
        let read = Set(screen.commands.flatMap(\.reads).map(\.text))
        for property in screen.properties where property.access == .readwrite && !read.contains(property.name.text) {
            warn(
                .unreadProperty, in: screen,
                "read-write property '\(property.name)' is not read by any command: list it under a command's 'reads'",
                at: property.name.location)
        }
    }

    mutating func warn(_ kind: WarningKind, in screen: ScreenSpec?, _ message: String, at location: SourceLocation) {
        let silenced = (file.silence + (screen?.silence ?? [])).contains { $0.text == kind.rawValue }
        if !silenced { log.warning(message, at: location, kind: kind) }
    }

    mutating func checkSilenced(_ names: [Name]) {
        let kinds = WarningKind.allCases.map(\.rawValue)
        for name in names where !kinds.contains(name.text) {
            log.error(
                "'\(name)' is not a warning mvvmgen gives" + Suggestion.didYouMean(name.text, among: kinds)
                    + " (warnings: \(kinds.joined(separator: ", ")))",
                at: name.location)
        }
    }

    /// Reports every name in `type` that is neither declared nor known to Swift.
    mutating func checkType(_ type: SwiftCode) {
        for (name, offset) in knownTypes.unknownNames(in: type.text) {
            let location = type.location.advanced(byColumns: offset)
            if name.hasPrefix(KnownTypes.uiKitPrefix), name.dropFirst(2).first?.isUppercase == true {
                log.error(
                    "type '\(name)' is a UIKit type: view models stay free of UIKit (convention C7); expose the data (a URL, a String) instead",
                    at: location)
            } else {
                log.error(
                    "type '\(name)' is neither declared (under 'models' or 'types') nor a known Swift type"
                        + Suggestion.didYouMean(name, among: knownTypes.suggestions),
                    at: location)
            }
        }
    }

    mutating func checkReference(_ name: Name, _ what: String) {
        if screens[name.text] == nil, !file.unreadable.contains(name.text) {
            log.error(
                "\(what) is '\(name)', which is not a declared screen"
                    + Suggestion.didYouMean(name.text, among: file.screens.map(\.name.text)),
                at: name.location)
        }
    }

    mutating func checkRoute(_ route: RouteSpec, from screen: ScreenSpec) {
        var parameters = Scope()
        for parameter in route.parameters where checkIdentifier(parameter.name, "parameter") {
            parameters.claim(parameter.name.text, by: parameter.name, as: "parameter", log: &log)
        }
        checkReference(route.target, "the target of route '\(route.name)'")
        guard let target = screens[route.target.text] else { return }
        if target.kind == .cell {
            log.error("route '\(route.name)' goes to '\(target.name)', a cell screen, which cannot be shown on its own", at: route.target.location)
        }
        let available = Set(route.parameters.map(\.name.text) + (screen.owns + screen.given).map(\.name.text))
        for needed in target.given where !available.contains(needed.name.text) && needed.initialValue == nil {
            log.error(
                "route '\(route.name)' cannot supply '\(needed.name)' to screen '\(target.name)': add it to the route's 'with', or give '\(screen.name)' an object of that name",
                at: route.name.location)
        }
        let known = Set(target.given.map(\.name.text))
        for parameter in route.parameters where !known.contains(parameter.name.text) {
            log.error(
                "route '\(route.name)' passes '\(parameter.name)', but screen '\(target.name)' is not given an object of that name"
                    + Suggestion.didYouMean(parameter.name.text, among: Array(known).sorted()),
                at: parameter.name.location)
        }
    }

    mutating func checkTabs(_ screen: ScreenSpec) {
        if screen.kind == .tabBar && screen.tabs.isEmpty {
            log.error("tab bar screen '\(screen.name)' needs 'tabs': the screens shown as tabs", at: screen.name.location)
        }
        if screen.kind != .tabBar, let first = screen.tabs.first {
            log.error("'tabs' is only for screens of kind 'tabBar'; '\(screen.name)' is '\(screen.kind.rawValue)'", at: first.location)
        }
        for tab in screen.tabs {
            checkReference(tab, "a tab of '\(screen.name)'")
            guard let target = screens[tab.text] else { continue }
            let names = Set((screen.owns + screen.given).map(\.name.text))
            for needed in target.given where needed.initialValue == nil && !names.contains(needed.name.text) {
                log.error(
                    "tab '\(tab)' needs '\(needed.name)', which tab bar screen '\(screen.name)' does not have: give it an object of that name",
                    at: tab.location)
            }
        }
    }
}

/// How many callback actions fit the OptionSet's raw value.
public enum CallbackLimits {
    public static let rawType = "UInt64"
    public static let maximum = 64
}
