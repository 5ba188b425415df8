/// A YAML value as the readers see it, made by `YAMLComposer`: aliases already followed
/// and tags dropped, since mvvmgen reads every scalar as text. A plain value type, so a
/// file's screens can be read on several threads at once.
enum YAMLNode: Sendable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    /// Where a value starts: line and column from 1, columns counted in Unicode scalars.
    struct Mark: Sendable, Equatable {
        var line: Int
        var column: Int
    }

    struct Scalar: Sendable {
        /// libyaml's scalar styles, in its order.
        enum Style: Int, Sendable {
            case any, plain, singleQuoted, doubleQuoted, literal, folded
        }

        var string: String
        var style: Style
        var mark: Mark
    }

    typealias Pair = (key: YAMLNode, value: YAMLNode)

    /// The pairs in the order written.
    struct Mapping: RandomAccessCollection, Sendable {
        var pairs: [Pair]
        var mark: Mark

        var startIndex: Int { pairs.startIndex }
        var endIndex: Int { pairs.endIndex }
        subscript(index: Int) -> Pair { pairs[index] }
    }

    struct Sequence: RandomAccessCollection, Sendable {
        var nodes: [YAMLNode]
        var mark: Mark

        var startIndex: Int { nodes.startIndex }
        var endIndex: Int { nodes.endIndex }
        subscript(index: Int) -> YAMLNode { nodes[index] }
    }

    var scalar: Scalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    var mapping: Mapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }

    var sequence: Sequence? {
        if case .sequence(let sequence) = self { return sequence }
        return nil
    }

    var mark: Mark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(let sequence): sequence.mark
        }
    }
}
