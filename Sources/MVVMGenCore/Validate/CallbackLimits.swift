/// How many callback actions fit the OptionSet's raw value.
public enum CallbackLimits {
    public static let rawType = "UInt64"
    public static let maximum = 64
}
