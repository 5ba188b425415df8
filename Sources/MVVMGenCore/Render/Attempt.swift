/// `Result` without its `Failure: Error` requirement, for arrays of results: building the
/// metadata of `[Result<T, E>]` checks that requirement at run time, a scan of every
/// conformance record in the process on its first use, which a one-screen run paid twice.
public enum Attempt<Value, Failure> {
    case success(Value)
    case failure(Failure)
}
