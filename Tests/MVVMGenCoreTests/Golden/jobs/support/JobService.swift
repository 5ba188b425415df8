// Stands in for the person's service layer, so the generated code can be compiled.
@MainActor
protocol JobService: AnyObject {}

@MainActor
final class StubJobService: JobService {}

enum JobFormField {
    case companyName
}
