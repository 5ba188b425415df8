/// A tiny seeded random number generator (SplitMix64): the same seed gives the same
/// numbers on every platform and Swift version, so a failing seed can be replayed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// True with probability `percent` in 100.
    mutating func chance(_ percent: Int) -> Bool { Int(next() % 100) < percent }

    /// A number in `range`, which must not be empty.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// One element of `choices`, which must not be empty.
    mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }

    /// A random selection of `choices`, in their order.
    mutating func subset<T>(_ choices: [T], percent: Int = 50) -> [T] { choices.filter { _ in chance(percent) } }
}
