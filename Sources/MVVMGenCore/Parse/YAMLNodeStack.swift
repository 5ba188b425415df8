/// The values of the collections being composed, innermost last, in memory of its own: a
/// closed collection's values are moved out, not copied (a copy counted each value's
/// storage up, and freeing the stack's slot counted it down again).
final class YAMLNodeStack {
    private var base: UnsafeMutablePointer<YAMLNode>
    private(set) var count = 0
    private var capacity = 64

    init() {
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func push(_ node: YAMLNode) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    /// The values from `start` on, in order, taken off the stack.
    func popNodes(from start: Int) -> [YAMLNode] {
        let taken = count - start
        guard taken > 0 else { return [] }
        count = start
        return Array(unsafeUninitializedCapacity: taken) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: base + start, count: taken)
            initialized = taken
        }
    }

    /// The values from `start` on as key-value pairs, in order, taken off the stack (a
    /// mapping's events come as key, value, key, value).
    func popPairs(from start: Int) -> [YAMLNode.Pair] {
        var pairs: [YAMLNode.Pair] = []
        pairs.reserveCapacity((count - start) / 2)
        var index = start
        while index + 1 < count {
            pairs.append((key: (base + index).move(), value: (base + index + 1).move()))
            index += 2
        }
        (base + index).deinitialize(count: count - index)
        count = start
        return pairs
    }

    private func grow() {
        let larger = UnsafeMutablePointer<YAMLNode>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
