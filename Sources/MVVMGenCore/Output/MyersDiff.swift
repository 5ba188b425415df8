/// The stretches where two sequences of lines differ, by Myers' O(ND) algorithm with its
/// linear-space refinement (the middle snake, "An O(ND) Difference Algorithm and Its
/// Variations", 1986): memory grows with the lines, never with their product, so `check`
/// compares large files in little memory. Time grows with the lines times the differences;
/// past `maximumWork` the texts are so unlike that the whole differing stretch is one change.
struct MyersDiff {
    /// Lines `old[oldRange]` replaced by `new[newRange]`; one of the two may be empty.
    struct Change: Equatable {
        var oldRange: Range<Int>
        var newRange: Range<Int>
    }

    /// Lines times differences explored before giving up on a minimal diff: a few tenths
    /// of a second. Files differing in fewer than 50,000,000 / (their lines) places (every
    /// regenerated file against its previous version) always get a minimal diff.
    static let maximumWork = 50_000_000

    private let old: [Substring]
    private let new: [Substring]
    private let oldHashes: [Int]
    private let newHashes: [Int]
    private var changes: [Change] = []

    /// The changes turning `old` into `new`, in order, none touching another.
    static func changes(_ old: [Substring], _ new: [Substring], maximumWork: Int = maximumWork) -> [Change] {
        var diff = MyersDiff(old: old, new: new)
        var start = 0
        while start < old.count, start < new.count, diff.same(start, start) { start += 1 }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start, newEnd > start, diff.same(oldEnd - 1, newEnd - 1) {
            oldEnd -= 1
            newEnd -= 1
        }
        let box = Box(left: start, top: start, right: oldEnd, bottom: newEnd)
        let whole = Change(oldRange: start..<oldEnd, newRange: start..<newEnd)
        guard box.width > 0, box.height > 0 else { return box.size == 0 ? [] : [whole] }
        // Each round looks one difference further from both ends.
        let rounds = maximumWork / box.size / 2 + 1
        guard let snake = diff.middleSnake(box, rounds: rounds) else { return [whole] }
        diff.split(box, at: snake)
        return diff.changes
    }

    private init(old: [Substring], new: [Substring]) {
        self.old = old
        self.new = new
        // Compared first, so a line is compared whole only where the hashes agree.
        oldHashes = old.map(\.hashValue)
        newHashes = new.map(\.hashValue)
    }

    private func same(_ x: Int, _ y: Int) -> Bool {
        oldHashes[x] == newHashes[y] && old[x] == new[y]
    }

    /// Old lines `left..<right` against new lines `top..<bottom`.
    private struct Box {
        var left: Int
        var top: Int
        var right: Int
        var bottom: Int
        var width: Int { right - left }
        var height: Int { bottom - top }
        var size: Int { width + height }
        var delta: Int { width - height }
    }

    /// The middle snake: from `start` to `end`, one step off the diagonal (none when the
    /// two are on one diagonal) and a run of equal lines, the step first when found
    /// searching forward, last when found backward.
    private struct Snake {
        var start: (x: Int, y: Int)
        var end: (x: Int, y: Int)
        var stepsLast: Bool
    }

    /// Finds the middle snake, then the paths before and after it, recording every step
    /// that is not on a diagonal as a change.
    private mutating func diff(_ box: Box) {
        if box.width == 0 || box.height == 0 {
            record(Change(oldRange: box.left..<box.right, newRange: box.top..<box.bottom))
            return
        }
        guard let snake = middleSnake(box, rounds: .max) else { return }
        split(box, at: snake)
    }

    private mutating func split(_ box: Box, at snake: Snake) {
        let head = Box(left: box.left, top: box.top, right: snake.start.x, bottom: snake.start.y)
        let tail = Box(left: snake.end.x, top: snake.end.y, right: box.right, bottom: box.bottom)
        if head.size > 0 { diff(head) }
        let across = (snake.end.x - snake.start.x) - (snake.end.y - snake.start.y)
        if across != 0 {
            // One old line removed (across 1) or one new line added (-1).
            let (x, y) = snake.stepsLast ? (snake.end.x - max(across, 0), snake.end.y - max(-across, 0)) : snake.start
            record(Change(oldRange: x..<x + max(across, 0), newRange: y..<y + max(-across, 0)))
        }
        if tail.size > 0 { diff(tail) }
    }

    /// Appends a change, merged with the last one when they touch.
    private mutating func record(_ change: Change) {
        guard !change.oldRange.isEmpty || !change.newRange.isEmpty else { return }
        if let last = changes.last, last.oldRange.upperBound == change.oldRange.lowerBound,
            last.newRange.upperBound == change.newRange.lowerBound
        {
            changes[changes.count - 1] = Change(
                oldRange: last.oldRange.lowerBound..<change.oldRange.upperBound,
                newRange: last.newRange.lowerBound..<change.newRange.upperBound
            )
        } else {
            changes.append(change)
        }
    }

    /// Searches from both corners at once, `rounds` differences deep at most; nil when the
    /// paths have not met by then (or the box is empty).
    private func middleSnake(_ box: Box, rounds limit: Int) -> Snake? {
        guard box.size > 0 else { return nil }
        let maximum = min((box.size + 1) / 2, limit)
        // Diagonals -maximum-1 ... maximum+1, offset to start at 0.
        let offset = maximum + 1
        var forward = [Int](repeating: 0, count: 2 * maximum + 3)
        var backward = [Int](repeating: 0, count: 2 * maximum + 3)
        forward[offset + 1] = box.left
        backward[offset + 1] = box.bottom
        for depth in 0...maximum {
            for k in stride(from: depth, through: -depth, by: -2) {
                let c = k - box.delta
                var x: Int
                let previousX: Int
                if k == -depth || (k != depth && forward[offset + k - 1] < forward[offset + k + 1]) {
                    x = forward[offset + k + 1]
                    previousX = x
                } else {
                    previousX = forward[offset + k - 1]
                    x = previousX + 1
                }
                var y = box.top + (x - box.left) - k
                let previousY = (depth == 0 || x != previousX) ? y : y - 1
                while x < box.right, y < box.bottom, same(x, y) {
                    x += 1
                    y += 1
                }
                forward[offset + k] = x
                if box.delta % 2 != 0, c >= -(depth - 1), c <= depth - 1, y >= backward[offset + c] {
                    return Snake(start: (previousX, previousY), end: (x, y), stepsLast: false)
                }
            }
            for c in stride(from: depth, through: -depth, by: -2) {
                let k = c + box.delta
                var y: Int
                let previousY: Int
                if c == -depth || (c != depth && backward[offset + c - 1] > backward[offset + c + 1]) {
                    y = backward[offset + c + 1]
                    previousY = y
                } else {
                    previousY = backward[offset + c - 1]
                    y = previousY - 1
                }
                var x = box.left + (y - box.top) + k
                let previousX = (depth == 0 || y != previousY) ? x : x + 1
                while x > box.left, y > box.top, same(x - 1, y - 1) {
                    x -= 1
                    y -= 1
                }
                backward[offset + c] = y
                if box.delta % 2 == 0, k >= -depth, k <= depth, x <= forward[offset + k] {
                    return Snake(start: (x, y), end: (previousX, previousY), stepsLast: true)
                }
            }
        }
        return nil
    }
}
