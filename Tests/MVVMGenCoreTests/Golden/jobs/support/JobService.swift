// Stands in for the person's service layer, so the generated code can be compiled. Public,
// so that it also serves the lanes where generated declarations are public.
@MainActor
public protocol JobService: AnyObject {}

@MainActor
public final class StubJobService: JobService {
    public init() {}
}

public enum JobFormField {
    case companyName
}
