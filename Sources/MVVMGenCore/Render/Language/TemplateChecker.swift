/// Checks a parsed template against the type of the context it renders with: every name,
/// member and filter must exist, loops go over lists and what is printed is text, a number
/// or a boolean. Each mistake is an error at its tag, with "did you mean"; checking goes on
/// after one, so a run reports them all.
struct TemplateChecker {
    let root: TemplateObjectType
    /// Loop variables and `forloop`, innermost last.
    private var scopes: [(name: String, type: TemplateType)] = []
    /// The include tags being checked, nearest last, for the notes of an error.
    private var includes: [TemplatePlace] = []
    /// Deprecated keys read, each once: they still work, with a warning.
    private(set) var warnings: [TemplateError] = []
    /// The mistakes found, in the template's order.
    private(set) var errors: [TemplateError] = []

    init(root: TemplateObjectType) {
        self.root = root
    }

    mutating func check(_ nodes: [TemplateNode]) {
        for node in nodes {
            switch node {
            case .text:
                continue
            case .output(let expression):
                recording { (checker: inout Self) throws(TemplateError) in try checker.checkPrinted(expression) }
            case .branches(let branches, let otherwise):
                for branch in branches {
                    recording { (checker: inout Self) throws(TemplateError) in try checker.check(branch.condition) }
                    check(branch.nodes)
                }
                check(otherwise)
            case .loop(let variable, let path, let body, let empty):
                // A loop over what is not a list: its body's names cannot be checked either.
                var element: TemplateType?
                recording { (checker: inout Self) throws(TemplateError) in
                    guard case .list(let type) = try checker.type(of: path) else {
                        throw checker.error("'\(path)' is not a list, so '{% for %}' cannot go over it", at: path.place)
                    }
                    element = type
                }
                if let element {
                    scopes.append(("forloop", .object(.loop)))
                    scopes.append((variable, element))
                    check(body)
                    scopes.removeLast(2)
                }
                check(empty)
            case .wrap(let nodes):
                check(nodes)
            case .item(let nodes, let trailing):
                check(nodes)
                check(trailing)
            case .include(_, let place, let nodes):
                includes.append(place)
                check(nodes)
                includes.removeLast()
            }
        }
    }

    /// Runs one check; its mistake is recorded and checking goes on.
    private mutating func recording(_ body: (inout Self) throws(TemplateError) -> Void) {
        do {
            try body(&self)
        } catch {
            errors.append(error)
        }
    }

    private mutating func check(_ condition: TemplateCondition) throws(TemplateError) {
        switch condition {
        case .value(let path): _ = try type(of: path)
        case .not(let inner): try check(inner)
        case .and(let left, let right), .or(let left, let right):
            try check(left)
            try check(right)
        }
    }

    private mutating func checkPrinted(_ expression: TemplateExpression) throws(TemplateError) {
        var type = try type(of: expression.path)
        for call in expression.filters {
            guard let filter = TemplateFilters.byName[call.name] else {
                let names = TemplateFilters.all.map(\.name)
                throw error(
                    "unknown filter '\(call.name)'" + Suggestion.didYouMean(call.name, among: names)
                        + " (the filters are: " + names.joined(separator: ", ") + ")",
                    at: call.place
                )
            }
            if filter.argument == true, call.argument == nil {
                throw error("'\(call.name)' needs an argument: '|\(call.name):\"…\"'", at: call.place)
            }
            if filter.argument == false, call.argument != nil {
                throw error("'\(call.name)' takes no argument", at: call.place)
            }
            if filter.takesList, case .list(let element) = type, !element.isPrintable {
                throw error("'\(call.name)' joins text, but '\(expression.path)' holds \(element.name)", at: call.place)
            } else if !filter.takesList, !type.isPrintable {
                throw error("'\(call.name)' takes text, but '\(expression.path)' is \(type.name)", at: call.place)
            }
            type = .string
        }
        guard type.isPrintable else {
            throw error(
                "'\(expression.path)' is \(type.name), which does not print: "
                    + (type.isList ? "go over it with '{% for %}'" : "print one of its members"),
                at: expression.path.place
            )
        }
    }

    /// The type of `path`'s value, or an error at the first name or member that does not exist.
    mutating func type(of path: TemplatePath) throws(TemplateError) -> TemplateType {
        var current: TemplateType
        if let scoped = scopes.last(where: { $0.name == path.name }) {
            current = scoped.type
        } else if let field = root.field(named: path.name) {
            warnIfDeprecated(field, path.name, at: path.place)
            current = field.type
        } else {
            let known = root.fields.map(\.name) + scopes.map(\.name)
            throw error("unknown key '\(path.name)'" + Suggestion.didYouMean(path.name, among: known), at: path.place)
        }
        var walked = path.name
        for member in path.members {
            if case .object(let object) = current, let field = object.field(named: member) {
                warnIfDeprecated(field, walked + "." + member, at: path.place)
            }
            current = try self.member(member, of: current, walked: walked, at: path.place)
            walked += "." + member
        }
        return current
    }

    private mutating func warnIfDeprecated(_ field: TemplateObjectType.Field, _ path: String, at place: TemplatePlace) {
        guard let instead = field.deprecation, !warnings.contains(where: { $0.place == place }) else { return }
        warnings.append(
            error("'\(path)' is deprecated and will be removed in a later release: \(instead)", at: place)
        )
    }

    private func member(_ member: String, of type: TemplateType, walked: String, at place: TemplatePlace)
        throws(TemplateError)
        -> TemplateType
    {
        switch type {
        case .object(let object):
            if let field = object.field(named: member) { return field.type }
            throw error(
                "'\(walked)' (\(object.name)) has no key '\(member)'"
                    + Suggestion.didYouMean(member, among: object.fields.map(\.name)),
                at: place
            )
        case .list(let element):
            if Int(member) != nil || member == "first" || member == "last" { return element }
            if member == "count" { return .int }
            throw error(
                "'\(walked)' is a list: its members are 'count', 'first', 'last' and numbers, not '\(member)'",
                at: place
            )
        case .string where member == "count":
            return .int
        case .string, .bool, .int:
            throw error("'\(walked)' is \(type.name), which has no key '\(member)'", at: place)
        }
    }

    private func error(_ message: String, at place: TemplatePlace) -> TemplateError {
        TemplateError(message: message, place: place, includedFrom: includes.reversed())
    }
}

extension TemplateType {
    var isPrintable: Bool {
        switch self {
        case .string, .bool, .int: true
        case .list, .object: false
        }
    }

    var isList: Bool {
        if case .list = self { return true }
        return false
    }
}
