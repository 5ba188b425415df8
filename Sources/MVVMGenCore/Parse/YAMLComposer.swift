// Nodes built from libyaml's events (`YAMLEvents`): one pass builds them and counts what
// aliases expand to, where Yams would need two, and a class and a tag per event.

/// Why a text is not one YAML document mvvmgen can read.
enum YAMLProblem: Error {
    /// libyaml's scanner or parser, or the composer (an undefined alias, a second document).
    case syntax(String, at: YAMLNode.Mark, context: (text: String, at: YAMLNode.Mark)?)
    /// A byte libyaml cannot read (a control character, a bad UTF-8 sequence).
    case reader(String, byteOffset: Int, value: Int32)
    /// The alphabetically first key written twice in a mapping, at both places.
    case duplicateKey(String, first: YAMLNode.Mark, second: YAMLNode.Mark)
    case overflow(AliasBudget.Overflow)
    case memory
}

/// Composes YAML text into `YAMLNode`s: the single document's root, nil for a text with
/// no document (empty, or only comments).
enum YAMLComposer {
    /// Events are read on a thread of their own for texts of `overlapAbove` bytes or more.
    static func compose(
        _ text: String,
        limit: AliasBudget.Limit,
        overlapAbove: Int = YAMLEvents.overlapThreshold
    ) throws(YAMLProblem) -> YAMLNode? {
        let bytes = Array(text.utf8)
        if bytes.isEmpty { return nil }
        var builder = Builder(budget: AliasBudget(limit))
        var failure: YAMLProblem?
        // Taken until the stream ends or the builder throws; libyaml's own problem comes
        // after every event before it, as when read on one thread.
        let take = { (batch: YAMLEventBatch) -> Bool in
            do throws(YAMLProblem) {
                for event in batch.events where try builder.take(event, in: batch) { return false }
                return true
            } catch {
                failure = error
                return false
            }
        }
        let problem =
            bytes.count < overlapAbove
            ? YAMLEvents.read(bytes, take: take) : YAMLEvents.readAlongside(bytes, take: take)
        if let problem = failure ?? problem { throw problem }
        return builder.root
    }

    /// The collections being read, innermost last, and the values anchors name.
    private struct Builder {
        struct Open {
            var isMapping: Bool
            var anchor: String?
            var mark: YAMLNode.Mark
            /// Where its values start in `items`.
            var start: Int
        }

        var budget: AliasBudget
        var open: [Open] = []
        /// The values of every open collection, innermost last: one stack that keeps its
        /// room, where each collection's own array grew from empty (four allocations for a
        /// mapping of three keys); a closed collection's values are moved out at once.
        let items = YAMLNodeStack()
        var anchors: [String: YAMLNode] = [:]
        var root: YAMLNode?
        var documents = 0

        /// Adds one event; true when it ends the stream.
        mutating func take(_ event: YAMLEvent, in batch: YAMLEventBatch) throws(YAMLProblem) -> Bool {
            let mark = event.mark
            let name = event.name
            if let overflow = budget.count(event) { throw .overflow(overflow) }
            switch event.kind {
            case .streamEnd:
                return true
            case .documentStart:
                documents += 1
                guard documents == 1 else {
                    let start = YAMLNode.Mark(line: 1, column: 1)
                    throw .syntax(
                        "but found another document",
                        at: mark,
                        context: ("expected a single document in the stream", start)
                    )
                }
            case .scalar:
                add(.scalar(.init(string: batch.string(of: event), style: event.style, mark: mark)), anchor: name)
            case .alias:
                guard let name, let node = anchors[name] else {
                    throw .syntax("found undefined alias", at: mark, context: nil)
                }
                add(node, anchor: nil)
            case .sequenceStart:
                open.append(Open(isMapping: false, anchor: name, mark: mark, start: items.count))
            case .mappingStart:
                open.append(Open(isMapping: true, anchor: name, mark: mark, start: items.count))
            case .sequenceEnd, .mappingEnd:
                let closed = open.removeLast()
                guard closed.isMapping else {
                    let nodes = items.popNodes(from: closed.start)
                    add(.sequence(.init(nodes: nodes, mark: closed.mark)), anchor: closed.anchor)
                    return false
                }
                let pairs = items.popPairs(from: closed.start)
                if let duplicate = YAMLComposer.firstDuplicate(in: pairs) { throw duplicate }
                add(.mapping(.init(pairs: pairs, mark: closed.mark)), anchor: closed.anchor)
            case .other:
                break
            }
            return false
        }

        private mutating func add(_ node: YAMLNode, anchor: String?) {
            if let anchor { anchors[anchor] = node }
            if open.isEmpty {
                root = node
            } else {
                items.push(node)
            }
        }
    }

    /// Keys are compared as text; most mappings are small, so pairs are compared directly.
    private static func firstDuplicate(in pairs: [YAMLNode.Pair]) -> YAMLProblem? {
        var keys: [YAMLNode.Scalar] = []
        keys.reserveCapacity(pairs.count)
        for pair in pairs { if let key = pair.key.scalar { keys.append(key) } }
        var found: (key: String, first: YAMLNode.Mark, second: YAMLNode.Mark)?
        if keys.count <= 16 {
            for (index, key) in keys.enumerated() where found.map({ key.string < $0.key }) ?? true {
                if let earlier = keys[..<index].first(where: { $0.string == key.string }) {
                    found = (key.string, earlier.mark, key.mark)
                }
            }
        } else {
            var seen: [String: YAMLNode.Mark] = [:]
            for key in keys {
                if let earlier = seen[key.string] {
                    if found.map({ key.string < $0.key }) ?? true { found = (key.string, earlier, key.mark) }
                } else {
                    seen[key.string] = key.mark
                }
            }
        }
        return found.map { .duplicateKey($0.key, first: $0.first, second: $0.second) }
    }
}
