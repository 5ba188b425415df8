/// The shape of a random spec's screens before any member is written: names, kinds, the
/// objects each is given, tabs and routes. Given objects come from one pool, where a name
/// always has the same type, so a route or tab bar that passes an object by name passes
/// the type the target expects.
struct RandomScreenPlan {
    enum Kind: String, CaseIterable { case plain, table, tabBar, cell }

    /// An object screens may be given: the same name and type on every screen.
    struct PoolObject {
        var name: String
        var type: String
        /// What generated tests pass when the type has no obvious value.
        var sample: String?
        var values: [String]
    }

    /// A given object of one screen: a pool object and whether this screen gives it a default.
    struct Given {
        var pool: Int
        var hasDefault: Bool
    }

    struct Route {
        var name: String
        var target: Int
        /// The pool objects the route passes in `with`.
        var with: [Int]
        var presents: Bool
    }

    struct Screen {
        var name: String
        var kind: Kind
        var given: [Given] = []
        var tabs: [Int] = []
        var routes: [Route] = []

        /// The pool objects this screen has by name.
        var poolObjects: Set<Int> { Set(given.map(\.pool)) }
    }

    var pool: [PoolObject] = []
    var screens: [Screen] = []

    init(count: Int, models: RandomModels, _ random: inout SplitMix64, names: inout RandomNames) {
        pool.append(
            PoolObject(
                name: names.member("service"),
                type: "FuzzService",
                sample: "StubFuzzService()",
                values: ["StubFuzzService()"]
            )
        )
        for _ in 0..<4 {
            let type = RandomValueType.random(&random, modelLimit: models.all.count)
            let values = (0..<3).map { _ in type.swiftValue(models, &random) }
            let sample = type.hasObviousValue(models) ? nil : values[0]
            pool.append(
                PoolObject(name: names.member("given"), type: type.swift(models), sample: sample, values: values)
            )
        }
        let kinds: [Kind] = [.plain, .plain, .plain, .table, .table, .table, .cell, .cell, .tabBar]
        for index in 0..<count {
            // The first four cover every kind, so even a small spec has each.
            let kind = index < 4 ? Kind.allCases[index] : random.pick(kinds)
            screens.append(Screen(name: names.type(kind == .cell ? "Cell" : "Screen"), kind: kind))
        }
        for index in screens.indices {
            let chosen = random.subset(Array(pool.indices), percent: 20)
            screens[index].given = chosen.map { Given(pool: $0, hasDefault: random.chance(30)) }
        }
        planTabs(&random)
        for index in screens.indices where screens[index].kind != .cell || random.chance(20) {
            screens[index].routes = (0..<random.int(0...2)).compactMap { _ in route(from: index, &random, &names) }
        }
    }

    /// Each tab bar shows one to three plain or table screens, and has every object they
    /// are given without a default.
    private mutating func planTabs(_ random: inout SplitMix64) {
        let showable = screens.indices.filter { [.plain, .table].contains(screens[$0].kind) }
        for index in screens.indices where screens[index].kind == .tabBar {
            var tabs: [Int] = []
            for _ in 0..<random.int(1...3) {
                let tab = random.pick(showable)
                if !tabs.contains(tab) { tabs.append(tab) }
            }
            screens[index].tabs = tabs
            for tab in tabs {
                for needed in screens[tab].given where !needed.hasDefault {
                    if !screens[index].poolObjects.contains(needed.pool) {
                        screens[index].given.append(Given(pool: needed.pool, hasDefault: random.chance(30)))
                    }
                }
            }
        }
    }

    /// A route to any screen but a cell, passing in `with` what the target needs and this
    /// screen lacks (and sometimes what the target has a default for).
    private func route(from source: Int, _ random: inout SplitMix64, _ names: inout RandomNames) -> Route? {
        let targets = screens.indices.filter { screens[$0].kind != .cell }
        guard !targets.isEmpty else { return nil }
        let target = random.pick(targets)
        let has = screens[source].poolObjects
        let with = screens[target].given.filter { !has.contains($0.pool) && (!$0.hasDefault || random.chance(30)) }
        return Route(
            name: names.member("route"),
            target: target,
            with: with.map(\.pool),
            presents: random.chance(40)
        )
    }
}
