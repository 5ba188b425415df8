// Part of the SwiftUI stand-in (see View.swift and Inspection.swift): the inspection API's
// look-ups and actions for fields, toggles, tabs, alerts, toolbars and tasks with an id. NOT
// SwiftUI API. Each acts through what the view was given (a binding, a button's action), as a
// person's typing or tapping does; build the tree again to see the result.

extension _StandIn.Node {
    /// The first text field or secure field titled `title`.
    public func field(_ title: String) -> _StandIn.Node? {
        all.first { ($0.kind == .textField || $0.kind == .secureField) && $0.text == title }
    }

    /// The first toggle titled `title`.
    public func toggle(_ title: String) -> _StandIn.Node? {
        all.first { $0.kind == .toggle && $0.text == title }
    }

    /// Types `text` into this field, replacing what it holds: its binding gets `text`. False
    /// for a node that is no field, or is disabled.
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard !isDisabled, let edit else { return false }
        edit(text)
        return true
    }

    /// Types `text` into the first field titled `title`; false when there is none.
    @discardableResult
    public func type(_ text: String, into title: String) -> Bool {
        field(title)?.type(text) ?? false
    }

    /// The first TabView below this node.
    public var tabView: _StandIn.Node? {
        all.first { $0.kind == .tabView }
    }

    /// The tab of the first TabView titled `title` (its tab item's texts); tap it to select it.
    public func tab(_ title: String) -> _StandIn.Node? {
        tabView?.tabs.first { $0.text == title }
    }

    /// The alert presented by this node or any node below it.
    public var alert: _StandIn.Node? {
        all.lazy.compactMap(\.presentedAlert).first
    }

    /// Every toolbar item below this node, in order.
    public var toolbar: [_StandIn.Node] {
        all.filter { $0.kind == .toolbarItem }
    }

    /// Runs the `task(id:)` actions whose id differs from the one at the same place in
    /// `previous` (an earlier build of the same view), as SwiftUI restarts a task when its id
    /// changes; tasks without an id do not run again.
    public func runTasks(changedSince previous: _StandIn.Node) async {
        let before = previous.all.flatMap(\.tasks)
        for (index, task) in all.flatMap(\.tasks).enumerated() {
            guard let id = task.id else { continue }
            let earlier = index < before.count ? before[index].id : nil
            if let earlier, id.isEqual(to: earlier) { continue }
            await task.run()
        }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: any Equatable) -> Bool {
        (other as? Self) == self
    }
}
