/// A long form's values by key. A mapping holds a handful of keys, so a key is found by
/// comparing it with each (short keys compare in a few instructions) rather than through a
/// hash table built for every mapping read.
struct MappingFields {
    /// The pairs whose keys are scalars, in the order written.
    let pairs: [YAMLNode.Pair]

    /// The value of `key`; the last one written when a key repeats (the composer reports
    /// a repeated key, and merges keep one of each).
    subscript(key: String) -> YAMLNode? {
        pairs.last { $0.key.scalar?.string == key }?.value
    }
}
