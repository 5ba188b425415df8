/// A parsed template linked to the type of the context it renders with (`TemplateLinker`):
/// each name and member is an index and each filter a function, and every node's parts sit
/// in one object, so rendering neither hashes names nor copies a node's parts to visit it.
enum LinkedNode: Sendable {
    case text(String)
    case output(LinkedOutput)
    case branches(LinkedBranches)
    case loop(LinkedLoop)
    case include(LinkedInclude)
    case wrap([LinkedNode])
    case item(LinkedItem)
}

final class LinkedOutput: Sendable {
    let path: LinkedPath
    /// Nil for a filter that does not exist (only in an unchecked template): the value is absent.
    let filters: [(filter: TemplateFilters.Filter?, argument: String?)]

    init(path: LinkedPath, filters: [(filter: TemplateFilters.Filter?, argument: String?)]) {
        self.path = path
        self.filters = filters
    }
}

final class LinkedBranches: Sendable {
    let branches: [(condition: LinkedCondition, nodes: [LinkedNode])]
    let otherwise: [LinkedNode]

    init(branches: [(condition: LinkedCondition, nodes: [LinkedNode])], otherwise: [LinkedNode]) {
        self.branches = branches
        self.otherwise = otherwise
    }
}

indirect enum LinkedCondition: Sendable {
    case value(LinkedPath)
    case not(LinkedCondition)
    case and(LinkedCondition, LinkedCondition)
    case or(LinkedCondition, LinkedCondition)
}

final class LinkedLoop: Sendable {
    let path: LinkedPath
    let body: [LinkedNode]
    let empty: [LinkedNode]

    init(path: LinkedPath, body: [LinkedNode], empty: [LinkedNode]) {
        self.path = path
        self.body = body
        self.empty = empty
    }
}

final class LinkedInclude: Sendable {
    let name: String
    let place: TemplatePlace
    let nodes: [LinkedNode]

    init(name: String, place: TemplatePlace, nodes: [LinkedNode]) {
        self.name = name
        self.place = place
        self.nodes = nodes
    }
}

final class LinkedItem: Sendable {
    let body: [LinkedNode]
    let trailing: [LinkedNode]

    init(body: [LinkedNode], trailing: [LinkedNode]) {
        self.body = body
        self.trailing = trailing
    }
}

/// A path whose first name is a loop's slot or a field of the root, then one step per member.
final class LinkedPath: Sendable {
    enum Start: Sendable {
        /// The value a loop put at this depth of the scope stack (`forloop` or the item).
        case scope(Int)
        case root(field: Int)
        /// A name neither a loop nor the root's type has (only in an unchecked template).
        case absent
    }

    enum Step: Sendable {
        case field(Int)
        case element(Int)
        case first
        case last
        case count
        /// `forloop`'s members, in `TemplateObjectType.loop`'s order.
        case loopFirst, loopLast, counter, counter0, length
        /// A member the static type does not settle: looked up by name as it is written.
        case named(String)
    }

    let start: Start
    let steps: [Step]
    /// Where the path is written, for a budget error at a loop over it.
    let place: TemplatePlace

    init(start: Start, steps: [Step], place: TemplatePlace) {
        self.start = start
        self.steps = steps
        self.place = place
    }
}
