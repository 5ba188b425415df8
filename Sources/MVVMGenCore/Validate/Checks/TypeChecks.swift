/// Types: every name in a written type is declared or known, and what generated code must
/// start with a value (given objects, properties) has one.
extension SpecChecker {
    /// Reports a type that is not one to Swift's parser, or every name in it that is
    /// neither declared nor known to Swift.
    mutating func checkType(_ type: SwiftCode) {
        let fragment = fragments.parse(type.text, as: .type)
        if let problem = fragment.problem {
            log.error("'\(type)' is not a Swift type: \(problem.message)", at: type.location(of: problem))
            return
        }
        let names = knownTypes.names(in: fragment, from: fragments)
        modulesOfNamedTypes.formUnion(names.modules)
        for (name, offset) in names.unknown {
            let location = type.location.advanced(byColumns: offset)
            if name.hasPrefix(KnownTypes.uiKitPrefix), name.dropFirst(2).first?.isUppercase == true {
                log.error(
                    "type '\(name)' is a UIKit type: view models stay free of UIKit (convention C7); expose the data (a URL, a String) instead",
                    at: location
                )
            } else {
                let suggestion = Suggestion.didYouMean(name, in: knownTypes.suggestionIndex)
                log.error(
                    "type '\(name)' is neither declared (under 'models' or 'types') nor a known Swift type"
                        + (suggestion.isEmpty
                            ? "; another module's: 'imports:' and 'types:', or --import-module MODULE=FILE if its screen files declare it"
                            : suggestion),
                    at: location
                )
            }
        }
    }

    func isKnown(_ type: SwiftCode) -> Bool {
        let fragment = fragments.parse(type.text, as: .type)
        return fragment.problem == nil && knownTypes.unknownNames(in: fragment, from: fragments).isEmpty
    }

    mutating func checkFieldTypes(_ model: ModelSpec) {
        for field in model.fields {
            checkType(field.type)
            checkValue(field.defaultValue, "the default of field '\(field.name)'", type: field.type)
        }
    }

    /// A field's written default, or its type's obvious one.
    func fieldDefaults(of model: ModelSpec) -> [String: String] {
        var defaults: [String: String] = [:]
        for field in model.fields {
            defaults[field.name.text] =
                field.defaultValue?.text ?? SwiftNames.defaultValue(for: field.type.text, models: models)
        }
        return defaults
    }

    mutating func checkTypes(of screen: ScreenSpec, resolving resolved: inout ResolvedScreen) {
        for dependency in screen.owns + screen.given {
            checkType(dependency.type)
            checkValue(dependency.initialValue, "the initial value of '\(dependency.name)'", type: dependency.type)
            checkValue(dependency.sample, "the sample of '\(dependency.name)'", type: dependency.type)
        }
        for property in screen.properties {
            checkType(property.type)
            checkValue(property.defaultValue, "the default of property '\(property.name)'", type: property.type)
            checkValue(property.sample, "the sample of property '\(property.name)'", type: property.type)
        }
        for list in screen.lists {
            if list.child == nil { checkType(list.item) }
            let rows = SwiftCode("[\(list.item.text)]", at: list.item.location)
            checkValue(list.sample, "the sample of list '\(list.name)'", type: rows)
            for row in list.rows ?? [] where list.item.text != "String" {  // text rows need no check
                checkValue(row, "a row of list '\(list.name)'", type: list.item)
            }
        }
        for info in screen.callbacks.compactMap(\.info) { checkType(info) }
        for parameter in screen.commands.flatMap(\.parameters) + screen.routes.flatMap(\.parameters) {
            checkType(parameter.type)
            checkValue(parameter.sample, "the sample of parameter '\(parameter.name)'", type: parameter.type)
        }
        resolved.ownedMadeInInit = ownedMadeInInit(screen)
        resolved.testArguments = checkTestArguments(screen)
        resolved.propertyDefaults = checkPropertyDefaults(screen)
        resolved.commandArguments = commandArguments(screen)
        resolved.routeShowArguments = routeShowArguments(screen)
        resolved.routeParametersWithoutValue = routeParametersWithoutValue(screen)
        if screen.callbacks.count > CallbackLimits.maximum {
            log.error(
                "screen '\(screen.name)' declares \(screen.callbacks.count) callbacks; its OptionSet holds at most \(CallbackLimits.maximum)",
                at: screen.callbacks[CallbackLimits.maximum].name.location
            )
        }
    }

    /// Generated tests pass each given object its sample or its type's obvious value, or
    /// leave it to its default. Without any, the object needs a sample, unless its type is
    /// unknown, which was reported already.
    mutating func checkTestArguments(_ screen: ScreenSpec) -> [CallArgument] {
        var arguments: [CallArgument] = []
        for dependency in screen.given {
            if let sample = dependency.sample {
                arguments.append(CallArgument(dependency.name.text, sample.text))
            } else if dependency.initialValue != nil {
                continue
            } else if let value = SwiftNames.defaultValue(for: dependency.type.text, models: models) {
                arguments.append(CallArgument(dependency.name.text, value))
            } else if isKnown(dependency.type) {
                log.error(
                    "given '\(dependency.name)' of type '\(dependency.type)' needs a 'sample': the Swift expression generated tests pass in (for example a stub)",
                    at: dependency.name.location
                )
            }
        }
        return arguments
    }

    /// Each property starts with its written default or its type's obvious one.
    mutating func checkPropertyDefaults(_ screen: ScreenSpec) -> [String: String] {
        var defaults: [String: String] = [:]
        for property in screen.properties where !property.isDerived {  // computed: no stored value
            let value = property.defaultValue?.text ?? SwiftNames.defaultValue(for: property.type.text, models: models)
            if let value {
                defaults[property.name.text] = value
            } else if isIdentifier(property.name) && isKnown(property.type) {
                log.error(
                    "property '\(property.name)' of type '\(property.type)' needs a default: write '\(property.type) = value'",
                    at: property.name.location
                )
            }
        }
        return defaults
    }

    /// Generated tests call each command with its parameters' samples or obvious values.
    /// A parameter with neither needs a sample (never `nil`: the type may not be optional),
    /// unless its name or type is wrong, which was reported already.
    mutating func commandArguments(_ screen: ScreenSpec) -> [String: [CallArgument]] {
        var arguments: [String: [CallArgument]] = [:]
        for command in screen.commands {
            arguments[command.name.text] = command.parameters.compactMap { parameter in
                let value =
                    parameter.sample?.text ?? SwiftNames.defaultValue(for: parameter.type.text, models: models)
                if value == nil, isIdentifier(parameter.name), isKnown(parameter.type) {
                    log.error(
                        "parameter '\(parameter.name)' of command '\(command.name)' of type '\(parameter.type)' needs a 'sample': the Swift expression generated tests pass (write '\(parameter.name): {type: \(parameter.type), sample: …}' under 'parameters')",
                        at: parameter.name.location
                    )
                }
                return value.map { CallArgument(parameter.name.text, $0) }
            }
        }
        return arguments
    }

    /// Generated tests show each route with its parameters' samples or obvious values. A
    /// parameter with neither is no error: routes had no tests before, and files that
    /// worked must go on working; that route's test is left out, and the tests say so.
    func routeShowArguments(_ screen: ScreenSpec) -> [String: [CallArgument]] {
        var arguments: [String: [CallArgument]] = [:]
        for route in screen.routes {
            let values = route.parameters.map { parameter in
                (parameter.sample?.text ?? SwiftNames.defaultValue(for: parameter.type.text, models: models))
                    .map { CallArgument(parameter.name.text, $0) }
            }
            if values.allSatisfy({ $0 != nil }) { arguments[route.name.text] = values.compactMap { $0 } }
        }
        return arguments
    }

    /// By route name: the parameters (`name: Type`) with neither a sample nor an obvious
    /// value, which keep the route from having a test.
    func routeParametersWithoutValue(_ screen: ScreenSpec) -> [String: [String]] {
        var missing: [String: [String]] = [:]
        for route in screen.routes {
            let parameters = route.parameters.filter {
                $0.sample == nil && SwiftNames.defaultValue(for: $0.type.text, models: models) == nil
            }
            if !parameters.isEmpty { missing[route.name.text] = parameters.map { "\($0.name.text): \($0.type.text)" } }
        }
        return missing
    }

    /// The owned objects `init` must make: those whose initial value reads a member.
    func ownedMadeInInit(_ screen: ScreenSpec) -> Set<String> {
        let members = Set(
            ["self"] + (screen.owns + screen.given).map(\.name.text) + screen.properties.map(\.name.text)
                + screen.commands.map(\.name.text)
        )
        return Set(
            screen.owns.compactMap { owned in
                guard let value = owned.initialValue else { return nil }
                let reads = MemberReferences.names(in: fragments.parse(value.text, as: .expression))
                return reads.isDisjoint(with: members) ? nil : owned.name.text
            }
        )
    }
}
