/// A parsed template linked to the type of the context it renders with (`TemplateLinker`):
/// each name and member is an index and each filter a function. It owns every part of its
/// nodes, and the nodes point to their parts without counting references: a render visits
/// millions of nodes on every core, and each count kept is an atomic operation. A render
/// holds the template (`TemplateEvaluator`).
final class LinkedTemplate: @unchecked Sendable {
    let nodes: [LinkedNode]
    /// Every object the nodes point to, kept alive as long as they are.
    private let parts: [AnyObject]
    /// Every text node's bytes.
    private let texts: [UnsafeMutableBufferPointer<UInt8>]

    init(nodes: [LinkedNode], parts: [AnyObject], texts: [UnsafeMutableBufferPointer<UInt8>]) {
        self.nodes = nodes
        self.parts = parts
        self.texts = texts
    }

    deinit {
        for text in texts { text.deallocate() }
    }
}

/// A node of a linked template; its payloads are plain pointers into its `LinkedTemplate`,
/// so visiting one copies no counted reference.
enum LinkedNode: Sendable {
    case text(LinkedText)
    case output(Unmanaged<LinkedOutput>)
    case branches(Unmanaged<LinkedBranches>)
    case loop(Unmanaged<LinkedLoop>)
    case include(Unmanaged<LinkedInclude>)
    case wrap(Unmanaged<LinkedWrap>)
    case item(Unmanaged<LinkedItem>)
}

/// A text node's UTF-8 bytes, owned by its template.
struct LinkedText: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
}

final class LinkedOutput: Sendable {
    let path: Unmanaged<LinkedPath>
    /// Nil for a filter that does not exist (only in an unchecked template): the value is absent.
    let filters: [(filter: TemplateFilters.Filter?, argument: String?)]

    init(path: Unmanaged<LinkedPath>, filters: [(filter: TemplateFilters.Filter?, argument: String?)]) {
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

enum LinkedCondition: Sendable {
    case value(Unmanaged<LinkedPath>)
    case not(Unmanaged<LinkedConditions>)
    case and(Unmanaged<LinkedConditions>)
    case or(Unmanaged<LinkedConditions>)
}

/// The operands of `not` (one), `and` and `or` (two).
final class LinkedConditions: Sendable {
    let operands: [LinkedCondition]

    init(_ operands: [LinkedCondition]) {
        self.operands = operands
    }
}

final class LinkedLoop: Sendable {
    let path: Unmanaged<LinkedPath>
    let body: [LinkedNode]
    let empty: [LinkedNode]

    init(path: Unmanaged<LinkedPath>, body: [LinkedNode], empty: [LinkedNode]) {
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

final class LinkedWrap: Sendable {
    let body: [LinkedNode]

    init(body: [LinkedNode]) {
        self.body = body
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
        case named(Unmanaged<LinkedName>)
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

/// A member's name as it is written, for a step the types do not settle.
final class LinkedName: Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}
