/// References: the screens routes, tabs and lists name, the callbacks and properties
/// commands name, and the models fixtures are of, are all declared.
extension SpecChecker {
    mutating func checkReference(_ name: Name, _ what: String) {
        if self.screen(named: name.text) == nil, module.isUnreadable(name.text) {
            // Its own run reports its mistakes; this file cannot be generated against it.
            let cause = module.firstError(of: name.text)
            log.error(
                "\(what) is '\(name)', whose screen file has errors: fix that file first",
                at: name.location,
                notes: cause.map { [.init("that file's first error: " + $0.message, at: $0.location)] } ?? []
            )
        } else if self.screen(named: name.text) == nil, !file.unreadable.contains(name.text) {
            let suggestion = Suggestion.didYouMean(name.text, among: (file.screens + module.screens).map(\.name.text))
            log.error(
                "\(what) is '\(name)', which is not a declared screen"
                    + (suggestion.isEmpty ? Self.otherFilesHint : suggestion),
                at: name.location
            )
        }
    }

    /// A screen of another screen file is known only when that file is read too.
    static let otherFilesHint =
        " (a screen of another screen file: give mvvmgen that file too, or their folder, or --sibling FILE; "
        + "of another module: --import-module MODULE=FILE)"

    /// The model `fixture` is of, or nil after reporting it undeclared.
    mutating func model(of fixture: FixtureSpec) -> ModelSpec? {
        if let model = models[fixture.model.text] { return model }
        if file.unreadable.contains(fixture.model.text) { return nil }
        log.error(
            "fixture '\(fixture.name)' is of model '\(fixture.model)', which is not declared under 'models'"
                + Suggestion.didYouMean(fixture.model.text, among: file.models.map(\.name.text)),
            at: fixture.model.location
        )
        return nil
    }

    /// Members whose names were rejected are not looked into further.
    mutating func checkReferences(of screen: ScreenSpec, resolving resolved: inout ResolvedScreen) {
        for list in screen.lists where isIdentifier(list.name) {
            if let cellView = checkChild(of: list, in: screen) { resolved.cellViews[list.name.text] = cellView }
        }
        let callbacks = sendableCallbackNames(of: screen)
        for command in screen.commands where isIdentifier(command.name) {
            checkReads(of: command, in: screen)
            checkSends(of: command, in: screen, callbacks: callbacks)
        }
        for route in screen.routes where isIdentifier(route.name) {
            resolved.routeArguments[route.name.text] = checkRoute(route, from: screen)
        }
        resolved.tabArguments = checkTabs(screen)
        if let header = screen.header {
            resolved.headerArguments = checkHeader(header, of: screen)
        }
    }

    /// The cell view that shows the list's child view models: a cell screen has one; any
    /// other screen's view models are shown in plain cells.
    mutating func checkChild(of list: ListSpec, in screen: ScreenSpec) -> String? {
        guard let child = list.child else { return nil }
        checkReference(child, "the child screen of list '\(list.name)'")
        guard let target = self.screen(named: child.text) else { return nil }
        if target.kind == .cell { return ScreenNames(screen: child.text).cellView }
        warn(
            .childNotCell,
            in: screen,
            "list '\(list.name)' holds view models of screen '\(child)', whose kind is '\(target.kind.rawValue)', not 'cell'; its rows are plain cells",
            at: child.location
        )
        return nil
    }

    mutating func checkReads(of command: CommandSpec, in screen: ScreenSpec) {
        let properties = screen.properties.map(\.name.text)
        for property in command.reads where !properties.contains(property.text) {
            log.error(
                "command '\(command.name)' reads '\(property)', which is not a property of screen '\(screen.name)'"
                    + Suggestion.didYouMean(property.text, among: properties),
                at: property.location
            )
        }
    }

    /// `callbacks`: the screen's sendable callback names, made once for all its commands.
    mutating func checkSends(of command: CommandSpec, in screen: ScreenSpec, callbacks: [String]) {
        for action in command.sends where !callbacks.contains(action.text) {
            log.error(
                "command '\(command.name)' sends '\(action)', which is not among the callbacks of screen '\(screen.name)'"
                    + Suggestion.didYouMean(action.text, among: callbacks),
                at: action.location
            )
        }
    }

    /// A route's target is a screen that can be shown, and the route can make its view
    /// model: every given object comes from the route's `with` or the screen's own objects.
    /// Returns the arguments it makes the target's view model with.
    mutating func checkRoute(_ route: RouteSpec, from screen: ScreenSpec) -> [CallArgument]? {
        checkReference(route.target, "the target of route '\(route.name)'")
        guard let target = self.screen(named: route.target.text) else { return nil }
        if target.kind == .cell {
            log.error(
                "route '\(route.name)' goes to '\(target.name)', a cell screen, which cannot be shown on its own",
                at: route.target.location
            )
        }
        if target.kind == .tabBar, route.presentation != .resetRoot {
            log.error(
                "route '\(route.name)' would \(route.presentation.rawValue) '\(target.name)', a tab bar screen; UIKit shows a tab bar only as the window's root (a navigation controller cannot hold one): write 'show: resetRoot', as after a login",
                at: route.target.location
            )
        }
        let available = Set(route.parameters.map(\.name.text) + Self.passable(from: screen).map(\.name.text))
        for needed in target.given where !available.contains(needed.name.text) && needed.initialValue == nil {
            log.error(
                "route '\(route.name)' cannot supply '\(needed.name)' to screen '\(target.name)': add it to the route's 'with', or give '\(screen.name)' an object or a property of that name",
                at: route.name.location
            )
        }
        let known = Set(target.given.map(\.name.text))
        for parameter in route.parameters {
            guard let given = target.given.first(where: { $0.name.text == parameter.name.text }) else {
                log.error(
                    "route '\(route.name)' passes '\(parameter.name)', but screen '\(target.name)' is not given an object of that name"
                        + Suggestion.didYouMean(parameter.name.text, among: Array(known).sorted()),
                    at: parameter.name.location
                )
                continue
            }
            checkPassedType(parameter, of: route, to: given, of: target)
        }
        checkObjectTypes(
            "route '\(route.name)'",
            at: route.name.location,
            from: screen,
            to: target,
            except: Set(route.parameters.map(\.name.text))
        )
        return passedArguments(to: target, from: available)
    }

    /// The target's given objects that have a value of the same name at hand, each passed
    /// as itself; the others keep their defaults (a missing default was reported).
    func passedArguments(to target: ScreenSpec, from available: Set<String>) -> [CallArgument] {
        target.given.filter { available.contains($0.name.text) }.map { CallArgument($0.name.text, $0.name.text) }
    }
}

extension SpecChecker {
    /// A value a route passes becomes the argument of the target's `init`, so it has the
    /// type the target is given. Types are compared as written, spaces aside.
    mutating func checkPassedType(
        _ parameter: ParameterSpec,
        of route: RouteSpec,
        to given: DependencySpec,
        of target: ScreenSpec
    ) {
        func spelled(_ type: SwiftCode) -> String { type.text.filter { !$0.isWhitespace } }
        // The same text is the same type: most routes pass a type as its screen names it.
        guard parameter.type.text != given.type.text, spelled(parameter.type) != spelled(given.type) else { return }
        log.error(
            "route '\(route.name)' passes '\(parameter.name)' as '\(parameter.type)', but screen '\(target.name)' is given '\(given.name)' as '\(given.type)'",
            at: parameter.name.location,
            notes: [.init("'\(given.name)' is given to '\(target.name)' here", at: given.name.location)]
        )
    }
}

extension SpecChecker {
    /// What a screen can hand on by name to a screen it shows: its owned and given objects,
    /// and its properties (a route's target given `user` gets the screen's `user`).
    static func passable(from screen: ScreenSpec) -> [(name: Name, type: SwiftCode)] {
        (screen.owns + screen.given).map { ($0.name, $0.type) } + screen.properties.map { ($0.name, $0.type) }
    }

    /// An object a route or tab bar passes by name, one of its own owned or given objects or properties,
    /// becomes the argument of the target's `init`, so it has the type the target is given.
    /// Types are compared as written, spaces aside; `T` may go where `T?` is given.
    mutating func checkObjectTypes(
        _ what: String,
        at location: SourceLocation,
        from screen: ScreenSpec,
        to target: ScreenSpec,
        except passed: Set<String>
    ) {
        func spelled(_ type: SwiftCode) -> String { type.text.filter { !$0.isWhitespace } }
        let own = Self.passable(from: screen)
        for needed in target.given where !passed.contains(needed.name.text) {
            guard let object = own.first(where: { $0.name.text == needed.name.text }),
                spelled(object.type) != spelled(needed.type),
                spelled(object.type) + "?" != spelled(needed.type)  // an optional takes its wrapped type
            else { continue }
            log.error(
                "\(what) passes its '\(object.name)' of type '\(object.type)', but screen '\(target.name)' is given '\(needed.name)' as '\(needed.type)'",
                at: location,
                notes: [.init("'\(needed.name)' is given to '\(target.name)' here", at: needed.name.location)]
            )
        }
    }
}
