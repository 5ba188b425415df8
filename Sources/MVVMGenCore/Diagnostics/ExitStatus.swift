/// How a run ends; from sysexits.h where one fits. Documentation/CommandLine.md lists them.
public enum ExitStatus: Int32, Sendable {
    case success = 0
    /// `check` found files out of date.
    case outOfDate = 1
    /// The command line is wrong.
    case usage = 64
    /// A screen, configuration or template file has errors.
    case invalidInput = 65
    /// A file or folder cannot be read or written.
    case ioError = 74
}
