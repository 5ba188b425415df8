/// How a callback action prints: `[.reloadTable, .showError]`, the names of its set bits in
/// bit order, so a failed test names what was sent instead of a raw value. A generated
/// action's `debugDescription` passes its names; one call keeps it cheap to type-check.
public enum CallbackNames {
    /// `names[n]` names bit `1 << n`; bits without a name are left out.
    public static func describe(_ rawValue: UInt64, names: [String]) -> String {
        var shown: [String] = []
        for (bit, name) in names.enumerated() where bit < 64 && rawValue & (1 << UInt64(bit)) != 0 {
            shown.append(name)
        }
        return "[" + shown.joined(separator: ", ") + "]"
    }
}
