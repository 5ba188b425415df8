// Another target of the person's package (a Core of shared types): the services object and
// a child model made from it, which the screen file names under `types` and `imports`.
@MainActor
public final class AppServices {
    public init() {}
}

@MainActor
public final class OwnedRepos {
    public let services: AppServices
    public let starred: Bool

    public init(services: AppServices, starred: Bool = false) {
        self.services = services
        self.starred = starred
    }
}
