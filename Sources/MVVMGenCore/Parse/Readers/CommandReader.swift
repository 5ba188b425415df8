/// Commands (with their signatures and parameters) and the callbacks they send.
extension SpecWalker {
    /// `name(label: Type): [callbacks]`, or `name: {parameters, async, sends, summary}`.
    mutating func readCommand(key: Name, _ node: YAMLNode) -> CommandSpec? {
        guard let signature = readSignature(key) else { return nil }
        var command = CommandSpec(name: signature.name, parameters: signature.parameters)
        let what = "command '\(signature.name)'"
        if reader.isNull(node) { return command }
        if node.sequence != nil {
            command.sends = reader.names(node, "the callbacks of \(what)") ?? []
            return command
        }
        switch entryForm(node, what, allowed: SpecKeys.command) {
        case .short(let node)?:
            // A single callback written without brackets.
            command.sends = [reader.name(of: node)]
        case .long(let fields)?:
            if let node = fields["parameters"] {
                if !signature.parameters.isEmpty {
                    reader.log.error(
                        "\(what) lists its parameters twice: in its key and under 'parameters'; keep one",
                        at: reader.location(of: node)
                    )
                } else {
                    command.parameters = readParameters(node, of: what)
                }
            }
            if let node = fields["async"] { command.isAsync = reader.bool(node, "'async' of \(what)") ?? false }
            if let node = fields["whileRunning"] {
                command.whileRunning = reader.choice(
                    node,
                    "'whileRunning' of \(what)",
                    as: CommandSpec.WhileRunning.self
                )
                if !command.isAsync {
                    reader.log.error(
                        "'whileRunning' is for async commands: \(what) runs to its end at once; add 'async: true' or remove it",
                        at: reader.location(of: node)
                    )
                }
            }
            if let node = fields["sends"] { command.sends = oneOrMoreNames(node, "'sends' of \(what)") }
            if let node = fields["reads"] { command.reads = oneOrMoreNames(node, "'reads' of \(what)") }
            if let node = fields["summary"] { command.summary = reader.string(node, "the summary of \(what)") }
        case nil:
            return nil
        }
        return command
    }

    /// `name` or `name(label: Type, …)`, each part located within the key.
    mutating func readSignature(_ key: Name) -> (name: Name, parameters: [ParameterSpec])? {
        let at = { (offset: Int) in key.location.advanced(byColumns: offset) }
        switch ShortForms.signature(key.text) {
        case .success(let signature):
            let name = Name(signature.name.0, at: at(signature.name.1))
            let parameters = signature.parameters.map { parameter in
                ParameterSpec(
                    name: Name(parameter.name.0, at: at(parameter.name.1)),
                    type: SwiftCode(parameter.type.0, at: at(parameter.type.1))
                )
            }
            return (name, parameters)
        case .failure(.unbalanced):
            reader.log.error("command '\(key)' has an unclosed '(': write name(label: Type, …)", at: key.location)
        case .failure(.missingType(let offset)):
            reader.log.error("a parameter of command '\(key)' has no type: write label: Type", at: at(offset))
        case .failure(.trailingText(let offset)):
            reader.log.error("unexpected text after ')' in command '\(key)'", at: at(offset))
        }
        return nil
    }

    /// `label: Type` lines, or `label: {type, sample}`.
    mutating func readParameters(_ node: YAMLNode, of what: String) -> [ParameterSpec] {
        entries(node, "the parameters of \(what)").compactMap { name, node in
            let what = "parameter '\(name)' of \(what)"
            guard let entry = typedEntry(node, what, allowed: SpecKeys.parameter, shortFormHasValue: false) else {
                return nil
            }
            var parameter = ParameterSpec(name: name, type: entry.type)
            if let node = entry.fields["sample"] { parameter.sample = reader.code(node, "the sample of \(what)") }
            return parameter
        }
    }

    /// `[a, b]`, or a mapping `a: summary` / `a: {summary, event}`.
    mutating func readCallbacks(_ node: YAMLNode, of what: String) -> [CallbackSpec] {
        if node.mapping != nil {
            return entries(node, "'callbacks' of \(what)").compactMap { name, node in
                readCallback(name, node)
            }
        }
        return (reader.names(node, "'callbacks' of \(what)") ?? []).map { CallbackSpec(name: $0) }
    }

    private mutating func readCallback(_ name: Name, _ node: YAMLNode) -> CallbackSpec? {
        let what = "callback '\(name)'"
        var callback = CallbackSpec(name: name)
        if reader.isNull(node) { return callback }
        switch entryForm(node, what, allowed: SpecKeys.callback) {
        case .short(let node)?:
            callback.summary = reader.string(node, "the summary of \(what)")
        case .long(let fields)?:
            if let node = fields["summary"] { callback.summary = reader.string(node, "the summary of \(what)") }
            if let node = fields["event"] { callback.isEvent = reader.bool(node, "'event' of \(what)") ?? false }
            if let node = fields["info"] { callback.info = reader.code(node, "the info type of \(what)") }
        case nil:
            return nil
        }
        return callback
    }
}
