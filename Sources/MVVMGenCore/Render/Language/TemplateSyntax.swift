/// A template parsed: what `TemplateParser` makes of a template's tokens, what
/// `TemplateChecker` checks against the descriptions and `TemplateEvaluator` renders.
/// The language is documented in Documentation/Templates.md; it is a small part of Stencil's.
enum TemplateNode: Sendable {
    case text(String)
    /// `{{ path|filter:"argument" }}`
    case output(TemplateExpression)
    /// `{% if … %}` with its `elif`s, then `else`.
    case branches([TemplateBranch], otherwise: [TemplateNode])
    /// `{% for variable in path %}` … `{% empty %}` … `{% endfor %}`
    case loop(variable: String, over: TemplatePath, body: [TemplateNode], empty: [TemplateNode])
    /// `{% include "Name" %}`: the included template's nodes, rendered in place.
    case include(name: String, at: TemplatePlace, nodes: [TemplateNode])
    /// `{% wrap %}prefix({% item %}…{% enditem %}…)suffix{% endwrap %}`: a call or a
    /// declaration on one line when it fits, else one item per line (`SwiftLayout`).
    case wrap([TemplateNode])
    /// `{% item %}…{% trailing %}…{% enditem %}`: one item of a wrap, and a comment for the
    /// end of its line (which puts every item on a line of its own).
    case item([TemplateNode], trailing: [TemplateNode])
}

struct TemplateBranch: Sendable {
    var condition: TemplateCondition
    var nodes: [TemplateNode]
}

/// `a`, `not a`, `a and b`, `a or b`: `or` binds loosest, as in Stencil.
indirect enum TemplateCondition: Sendable {
    case value(TemplatePath)
    case not(TemplateCondition)
    case and(TemplateCondition, TemplateCondition)
    case or(TemplateCondition, TemplateCondition)
}

/// A path with the filters its value goes through, left to right.
struct TemplateExpression: Sendable {
    var path: TemplatePath
    var filters: [TemplateFilterCall]
}

struct TemplateFilterCall: Sendable {
    var name: String
    var argument: String?
    var place: TemplatePlace
}

/// `name.member.0`: a name from the context or a loop, then members of its value.
struct TemplatePath: Sendable, CustomStringConvertible {
    var name: String
    var members: [String]
    /// Where the path starts, for messages.
    var place: TemplatePlace

    var description: String { ([name] + members).joined(separator: ".") }
}

/// A place in a template's text: its name and the UTF-8 offset of the token; the line and
/// column are worked out only for a message.
struct TemplatePlace: Sendable, Equatable {
    var template: String
    var offset: Int
}
