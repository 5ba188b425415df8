/// Candidates for "did you mean", grouped by length so a query compares a word only with
/// candidates whose length is within the allowed distance. When there are many of those,
/// only the ones next to the word in two orders are compared (sorted from the front and
/// from the back: a typo keeps a prefix or a suffix), each with a distance computed in a
/// band around the diagonal: near-linear in the size of a file however many names it misspells.
public struct SuggestionIndex: Sendable {
    private struct Candidate: Sendable {
        var order: Int
        var text: String
        var scalars: [UInt32]
    }

    /// The candidates of one length, and two orders of them (positions in `candidates`).
    private struct Bucket: Sendable {
        var candidates: [Candidate] = []
        var forward: [Int] = []
        var backward: [Int] = []
    }

    /// Up to this many candidates in the length window, every one is compared: real files.
    static let compareAllUpTo = 256
    /// Otherwise, this many on each side of the word in each order of each length.
    static let neighbours = 8

    private var buckets: [Int: Bucket] = [:]

    public init(_ candidates: [String]) {
        for (order, text) in candidates.enumerated() {
            let scalars = Self.scalars(text)
            buckets[scalars.count, default: Bucket()].candidates.append(
                Candidate(order: order, text: text, scalars: scalars)
            )
        }
        for (length, bucket) in buckets {
            let all = bucket.candidates
            buckets[length]?.forward = all.indices.sorted { all[$0].scalars.lexicographicallyPrecedes(all[$1].scalars) }
            buckets[length]?.backward = all.indices.sorted {
                all[$0].scalars.reversed().lexicographicallyPrecedes(all[$1].scalars.reversed())
            }
        }
    }

    /// The candidate within a small edit distance of `word` (case ignored), ties broken by
    /// the candidates' order.
    public func closest(to word: String) -> String? {
        let query = Self.scalars(word)
        // A third of the word, rounded up from five letters: `owned` finds `owns` (2 edits).
        let limit = max(1, min(3, (query.count + 1) / 3))
        let lengths = Set((query.count - limit)...(query.count + limit))
        let inWindow = lengths.reduce(0) { $0 + (buckets[$1]?.candidates.count ?? 0) }
        var best: (distance: Int, order: Int, text: String)?
        // Rows of the distance table, allocated once per query rather than per comparison.
        var rows = Rows(count: query.count + limit + 1)
        for length in lengths {
            guard let bucket = buckets[length] else { continue }
            let positions =
                inWindow <= Self.compareAllUpTo
                ? Array(bucket.candidates.indices) : Array(nearby(query, in: bucket))
            for position in positions where bucket.candidates[position].text != word {
                let candidate = bucket.candidates[position]
                let bound = best?.distance ?? limit
                guard let distance = Self.distance(query, candidate.scalars, atMost: bound, rows: &rows) else {
                    continue
                }
                if best == nil || (distance, candidate.order) < (best!.distance, best!.order) {
                    best = (distance, candidate.order, candidate.text)
                }
            }
        }
        return best?.text
    }

    /// The positions next to `query` in the bucket's two orders.
    private func nearby(_ query: [UInt32], in bucket: Bucket) -> Set<Int> {
        var found: Set<Int> = []
        for backward in [false, true] {
            let order = backward ? bucket.backward : bucket.forward
            let key = backward ? Array(query.reversed()) : query
            var low = 0
            var high = order.count
            while low < high {
                let middle = (low + high) / 2
                let scalars = bucket.candidates[order[middle]].scalars
                let precedes =
                    backward
                    ? scalars.reversed().lexicographicallyPrecedes(key) : scalars.lexicographicallyPrecedes(key)
                if precedes { low = middle + 1 } else { high = middle }
            }
            for index in max(0, low - Self.neighbours)..<min(order.count, low + Self.neighbours) {
                found.insert(order[index])
            }
        }
        return found
    }

    private static func scalars(_ text: String) -> [UInt32] {
        text.lowercased().unicodeScalars.map(\.value)
    }

    struct Rows {
        var beforePrevious: [Int]
        var previous: [Int]
        var current: [Int]

        init(count: Int) {
            previous = Array(repeating: 0, count: count)
            current = previous
            beforePrevious = previous
        }
    }

    /// The edit distance of `a` and `b` when it is at most `bound`, else nil: Levenshtein's,
    /// with two neighbours swapped counted as one edit (`nmae` is one from `name`). Only
    /// cells within `bound` of the diagonal can stay within it, so only they are computed.
    static func distance(_ a: [UInt32], _ b: [UInt32], atMost bound: Int) -> Int? {
        var rows = Rows(count: b.count + 1)
        return distance(a, b, atMost: bound, rows: &rows)
    }

    static func distance(_ a: [UInt32], _ b: [UInt32], atMost bound: Int, rows: inout Rows) -> Int? {
        guard abs(a.count - b.count) <= bound else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let outside = bound + 1
        for j in 0...b.count { rows.previous[j] = min(j, outside) }
        for i in 1...a.count {
            let low = max(1, i - bound)
            let high = min(b.count, i + bound)
            rows.current[0] = i <= bound ? i : outside
            if low > 1 { rows.current[low - 1] = outside }
            var rowMinimum = rows.current[0]
            if low <= high {
                for j in low...high {
                    let substitution = rows.previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    var value = min(rows.previous[j] + 1, rows.current[j - 1] + 1, substitution, outside)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, rows.beforePrevious[j - 2] + 1)
                    }
                    rows.current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
            }
            if high < b.count { rows.current[high + 1] = outside }
            if rowMinimum > bound { return nil }
            swap(&rows.beforePrevious, &rows.previous)
            swap(&rows.previous, &rows.current)
        }
        return rows.previous[b.count] <= bound ? rows.previous[b.count] : nil
    }
}
