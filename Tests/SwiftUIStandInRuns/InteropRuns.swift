// UIKit and SwiftUI screens routing to each other over both stand-ins: a UIKit navigation
// controller pushes a hosting controller whose view loads and whose tree builds; a SwiftUI
// view shows a UIKit controller through a representable, made once and updated at each build.

import Foundation
import Observation
import SwiftUI
import Testing
import UIKit

/// A UIKit screen, as mvvmgen's UIKit flavour generates them.
final class MapViewController: UIViewController {
    var pin = ""
    var updates = 0
    var isDismantled = false
}

/// A SwiftUI view showing the UIKit screen, with a coordinator counting what happens.
struct MapView: UIViewControllerRepresentable {
    final class Coordinator {
        var made = 0
    }

    let pin: String

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> MapViewController {
        context.coordinator.made += 1
        return MapViewController()
    }

    func updateUIViewController(_ uiViewController: MapViewController, context: Context) {
        uiViewController.pin = pin
        uiViewController.updates += 1
    }

    static func dismantleUIViewController(_ uiViewController: MapViewController, coordinator: Coordinator) {
        uiViewController.isDismantled = coordinator.made == 1
    }
}

@Observable @MainActor
final class MapModel {
    var pin = "Home"
    var showsMap = true
}

struct PlaceView: View {
    let model: MapModel

    var body: some View {
        VStack {
            Text("Place \(model.pin)")
            if model.showsMap {
                MapView(pin: model.pin)
            }
        }
        .navigationTitle("Place")
    }
}

/// A representable without a coordinator of its own.
struct PlainControllerView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

@MainActor
struct InteropRuns {
    @Test func aNavigationControllerPushesAHostedSwiftUIView() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let hosting = UIHostingController(rootView: PlaceView(model: MapModel()))
        navigation.pushViewController(hosting, animated: false)
        #expect(navigation.topViewController === hosting)
        #expect(hosting.navigationController === navigation)
        #expect(!hosting.isViewLoaded)
        let tree = hosting._standInTree()
        #expect(hosting.isViewLoaded)
        #expect(tree.texts == ["Place Home"])
        #expect(tree.all.contains { $0.navigationTitle == "Place" })
        hosting.rootView = PlaceView(model: MapModel())
        #expect(hosting._standInTree().texts == ["Place Home"])
    }

    @Test func aRepresentableIsMadeOnceAndUpdatedAtEachBuild() throws {
        let model = MapModel()
        let hosting = UIHostingController(rootView: PlaceView(model: model))
        let node = try #require(hosting._standInTree().all.first { $0.kind == .viewController })
        let map = try #require(node.controller as? MapViewController)
        #expect(map.pin == "Home")
        #expect(map.updates == 1)
        #expect(map.parent === hosting)

        model.pin = "Work"
        let again = try #require(hosting._standInTree().all.first { $0.kind == .viewController })
        #expect(again.controller === map)
        #expect(map.pin == "Work")
        #expect(map.updates == 2)

        // Gone from the tree: dismantled and removed from the hosting controller.
        model.showsMap = false
        #expect(!hosting._standInTree().all.contains { $0.kind == .viewController })
        #expect(map.isDismantled)
        #expect(map.parent == nil)
        #expect(hosting.children.isEmpty)
    }

    @Test func aTreeOutsideAHostingControllerMakesItsControllersAnew() throws {
        let view = PlaceView(model: MapModel())
        let first = try #require(view._standInTree().all.first { $0.kind == .viewController }?.controller)
        let second = try #require(view._standInTree().all.first { $0.kind == .viewController }?.controller)
        #expect(first !== second)
        #expect(PlainControllerView()._standInTree().controller != nil)
    }

    @Test func aHostingControllerFromAnArchiveFailsUnlessGivenItsRootView() {
        // SwiftUI's init(coder:) "throws an exception"; init(coder:rootView:) is the one to call.
        final class ArchivedHosting: UIHostingController<Text> {
            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder, rootView: Text("Archived"))
            }
        }
        #expect(ArchivedHosting(coder: NSCoder())?.rootView == Text("Archived"))
    }
}
