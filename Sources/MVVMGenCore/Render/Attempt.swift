/// `Result` without its `Failure: Error` requirement, for arrays of results: building the
/// metadata of `[Result<T, E>]` checks that requirement at run time, a scan of every
/// conformance record in the process on its first use, which a one-screen run paid twice.
public enum Attempt<Value, Failure> {
    case success(Value)
    case failure(Failure)
}

extension Attempt {
    /// The value, or nil for a failure.
    public var value: Value? {
        if case .success(let value) = self { return value }
        return nil
    }

    /// The value, or the failure thrown.
    public func get() throws(Failure) -> Value where Failure: Error {
        switch self {
        case .success(let value): value
        case .failure(let failure): throw failure
        }
    }
}
