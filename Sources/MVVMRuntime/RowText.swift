/// The text a row shows until its controller fills the cell: the row's value described.
/// One function, not `String(describing:)` at each list: the type checker weighs all of
/// `String`'s initializers there, the costliest body of a generated screen.
public enum RowText {
    /// `value` as `String(describing:)` prints it (an optional row as `Optional(…)`).
    public static func of(_ value: Any) -> String {
        String(describing: value)
    }
}
