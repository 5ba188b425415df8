/// Writes one screen of a random spec: every key in its short or long form, chosen at
/// random, and `silence` for each warning the screen would otherwise get.
struct RandomScreenWriter {
    var plan: RandomScreenPlan
    var models: RandomModels
    var random: SplitMix64
    var names: RandomNames
    /// Warnings silenced for the whole file rather than on their screen.
    var fileSilence: Set<String> = []

    /// The properties written so far on the current screen: name and whether read-write.
    private var properties: [(name: String, readWrite: Bool)] = []
    private var warnings: Set<String> = []

    init(plan: RandomScreenPlan, models: RandomModels, random: SplitMix64, names: RandomNames) {
        self.plan = plan
        self.models = models
        self.random = random
        self.names = names
    }

    mutating func write(_ index: Int, to yaml: inout YAMLLines) {
        let screen = plan.screens[index]
        properties = []
        warnings = []
        yaml.add(1, "\(screen.name):")
        if screen.kind != .plain || random.chance(30) { yaml.add(2, "kind: \(screen.kind.rawValue)") }
        if random.chance(40) { yaml.summary(2, RandomText.summary(&random)) }
        let hasHUD = screen.kind != .cell && random.chance(25)
        if hasHUD { yaml.add(2, "hud: true") }
        writeOwned(to: &yaml)
        writeGiven(screen.given, to: &yaml)
        writeProperties(to: &yaml)
        if screen.kind != .tabBar { writeLists(to: &yaml, isTable: screen.kind == .table, hasHUD: hasHUD) }
        let callbacks = (0..<random.int(0...5)).map { _ in names.member("callback") }
        var commands = RandomCommands(models: models, callbacks: callbacks, properties: properties.map(\.name))
        commands.write(to: &yaml, &random, &names)
        writeCallbacks(callbacks, to: &yaml)
        let popsToRoot = screen.kind != .cell && random.chance(15)
        if !screen.routes.isEmpty || popsToRoot { writeRoutes(screen.routes, popToRoot: popsToRoot, to: &yaml) }
        if !screen.tabs.isEmpty {
            yaml.add(2, "tabs: [\(screen.tabs.map { plan.screens[$0].name }.joined(separator: ", "))]")
        }

        if !Set(callbacks).subtracting(commands.sent).isEmpty { warnings.insert("unsentCallback") }
        if properties.contains(where: { $0.readWrite && !commands.read.contains($0.name) }) {
            warnings.insert("unreadProperty")
        }
        let silenced = warnings.sorted()
        if !silenced.isEmpty {
            if random.chance(30) {
                fileSilence.formUnion(silenced)
            } else {
                yaml.add(2, "silence: [\(silenced.joined(separator: ", "))]")
            }
        }
    }

    private mutating func writeOwned(to yaml: inout YAMLLines) {
        guard random.chance(30) else { return }
        yaml.add(2, "owns:")
        for _ in 0..<random.int(1...2) {
            let name = names.member("owned")
            switch random.int(0...2) {
            case 0: yaml.add(3, "\(name): FuzzClock")
            case 1: yaml.add(3, "\(name): 'FuzzClock = FuzzClock(tick: \(random.int(0...9)))'")
            default:
                yaml.add(3, "\(name):")
                yaml.add(4, "type: FuzzClock")
                if random.chance(50) { yaml.add(4, "default: 'FuzzClock(tick: 2)'") }
                if random.chance(50) { yaml.summary(4, RandomText.summary(&random)) }
            }
        }
    }

    private mutating func writeGiven(_ given: [RandomScreenPlan.Given], to yaml: inout YAMLLines) {
        guard !given.isEmpty else { return }
        yaml.add(2, "given:")
        for object in given {
            let pool = plan.pool[object.pool]
            let value = random.pick(pool.values)
            let needsSample = pool.sample != nil && !object.hasDefault
            if !needsSample && random.chance(50) {
                let text = object.hasDefault ? "\(pool.type) = \(value)" : pool.type
                yaml.add(3, "\(pool.name): \(YAMLText.scalar(text))")
                continue
            }
            yaml.add(3, "\(pool.name):")
            yaml.add(4, "type: \(YAMLText.scalar(pool.type))")
            if object.hasDefault { yaml.add(4, "default: \(YAMLText.scalar(value))") }
            if needsSample || random.chance(30) { yaml.add(4, "sample: \(YAMLText.scalar(pool.sample ?? value))") }
            if random.chance(30) { yaml.summary(4, RandomText.summary(&random)) }
        }
    }

    private mutating func writeProperties(to yaml: inout YAMLLines) {
        let count = random.int(0...4)
        guard count > 0 else { return }
        yaml.add(2, "properties:")
        for _ in 0..<count {
            let name = names.member("property")
            let type = RandomValueType.random(&random, modelLimit: models.all.count)
            let typeText = type.swift(models)
            let needsDefault = !type.hasObviousValue(models)
            let readWrite = random.chance(30)
            properties.append((name, readWrite))
            if !readWrite && random.chance(50) {
                let text =
                    needsDefault || random.chance(40) ? "\(typeText) = \(type.swiftValue(models, &random))" : typeText
                yaml.add(3, "\(name): \(YAMLText.scalar(text))")
                continue
            }
            yaml.add(3, "\(name):")
            yaml.add(4, "type: \(YAMLText.scalar(typeText))")
            if readWrite {
                yaml.add(4, "access: readwrite")
            } else if random.chance(30) {
                yaml.add(4, "access: readonly")
            }
            if needsDefault || random.chance(40) {
                yaml.add(4, "default: \(YAMLText.scalar(type.swiftValue(models, &random)))")
            }
            if random.chance(30) { yaml.add(4, "sample: \(YAMLText.scalar(type.swiftValue(models, &random)))") }
            if random.chance(30) { yaml.summary(4, RandomText.summary(&random)) }
        }
    }

    private mutating func writeLists(to yaml: inout YAMLLines, isTable: Bool, hasHUD: Bool) {
        let count = random.int(0...2)
        guard count > 0 else { return }
        // A table pages one list at most.
        var canPage = isTable
        yaml.add(2, "lists:")
        let cells = plan.screens.filter { $0.kind == .cell }.map(\.name)
        let others = plan.screens.filter { $0.kind != .cell }.map(\.name)
        for _ in 0..<count {
            let name = names.member("list")
            if random.chance(35), !cells.isEmpty || !others.isEmpty {
                // A list of child view models; rarely of a screen that is not a cell, never in a
                // table: its controller names `<Child>CellView`, which only cells have (known bug).
                let notCell = !isTable && (cells.isEmpty || !others.isEmpty && random.chance(10))
                guard notCell || !cells.isEmpty else { continue }
                if notCell { warnings.insert("childNotCell") }
                yaml.add(3, "\(name):")
                yaml.add(4, "child: \(random.pick(notCell ? others : cells))")
                if random.chance(40) { yaml.summary(4, RandomText.summary(&random)) }
                if canPage, random.chance(40) {
                    writePaging(hasHUD: hasHUD, to: &yaml)
                    canPage = false
                }
                continue
            }
            let item = RandomValueType.random(&random, modelLimit: models.all.count)
            if random.chance(50) {
                yaml.add(3, "\(name): \(YAMLText.scalar(item.swift(models)))")
                continue
            }
            yaml.add(3, "\(name):")
            yaml.add(4, "item: \(YAMLText.scalar(item.swift(models)))")
            if random.chance(40) { yaml.add(4, "accessor: \(names.member("text"))") }
            if random.chance(40) {
                yaml.add(4, "sample: \(YAMLText.scalar(RandomValueType.array(item).swiftValue(models, &random)))")
            }
            if random.chance(30) { yaml.summary(4, RandomText.summary(&random)) }
            if canPage, random.chance(40) {
                writePaging(hasHUD: hasHUD, to: &yaml)
                canPage = false
            }
        }
    }

    /// The table family: `paging: N`, or its long form with some of its optional keys.
    private mutating func writePaging(hasHUD: Bool, to yaml: inout YAMLLines) {
        let size = random.int(1...50)
        guard random.chance(50) else { return yaml.add(4, "paging: \(size)") }
        yaml.add(4, "paging:")
        yaml.add(5, "pageSize: \(size)")
        if random.chance(30) { yaml.add(5, "refresh: \(random.chance(50))") }
        if random.chance(30) { yaml.add(5, "loadMore: \(random.chance(50))") }
        for key in ["loadingMessage", "loadMoreTitle", "allLoadedMessage"]
        where random.chance(30) && (key != "loadingMessage" || hasHUD) {
            yaml.add(5, "\(key): \(YAMLText.doubleQuoted(RandomText.summary(&random)))")
        }
    }

    private mutating func writeCallbacks(_ callbacks: [String], to yaml: inout YAMLLines) {
        guard !callbacks.isEmpty || random.chance(20) else { return }
        if random.chance(50) {
            yaml.add(2, "callbacks: [\(callbacks.joined(separator: ", "))]")
            return
        }
        yaml.add(2, "callbacks:")
        for callback in callbacks {
            yaml.add(
                3,
                random.chance(50)
                    ? "\(callback):" : "\(callback): \(YAMLText.doubleQuoted(RandomText.summary(&random)))"
            )
        }
    }

    private mutating func writeRoutes(_ routes: [RandomScreenPlan.Route], popToRoot: Bool, to yaml: inout YAMLLines) {
        yaml.add(2, "routes:")
        if popToRoot { yaml.add(3, "\(names.member("route")): {show: popToRoot}") }
        for route in routes {
            let target = plan.screens[route.target].name
            // UIKit shows a tab bar only as the window's root.
            let isTabBar = plan.screens[route.target].kind == .tabBar
            if route.with.isEmpty && !route.presents && random.chance(50) && !isTabBar {
                yaml.add(3, "\(route.name): \(target)")
                continue
            }
            yaml.add(3, "\(route.name):")
            yaml.add(4, "to: \(target)")
            if isTabBar {
                yaml.add(4, "show: resetRoot")
            } else if route.presents {
                yaml.add(4, "show: present")
            } else if random.chance(30) {
                yaml.add(4, "show: push")
            }
            if !route.with.isEmpty {
                yaml.add(4, "with:")
                for pool in route.with {
                    let object = plan.pool[pool]
                    // With a sample, generated tests show the route; without, they note why not.
                    if let sample = object.sample, random.chance(70) {
                        yaml.add(5, "\(object.name):")
                        yaml.add(6, "type: \(YAMLText.scalar(object.type))")
                        yaml.add(6, "sample: \(YAMLText.scalar(sample))")
                    } else {
                        yaml.add(5, "\(object.name): \(YAMLText.scalar(object.type))")
                    }
                }
            }
            if random.chance(30) { yaml.summary(4, RandomText.summary(&random)) }
        }
    }
}
