import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
import UIKit

@testable import Shop

/// A person's controller test, run by scripts/run-with-uikit-standin.sh: the Shop
/// package's controllers as created, the generated code bundled as the build plugin makes it.
@MainActor
@Suite("Shop's catalog, run over the UIKit stand-in")
struct CatalogRuns {
    @Test("the app starts in a window, rows fill, a route pushes, a double tap runs reload once")
    func catalog() async throws {
        let router = ViewControllerRouter<UIViewController>()
        router.registerShopScreens()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let app = AppNavigation(router: router, first: CatalogViewModel())
        app.show(in: window)
        let catalog = try #require(app.root.topViewController as? CatalogViewController)
        #expect(catalog.isViewLoaded)

        let products = (0..<catalog.viewModel.productCount).map {
            catalog.tableView(catalog.tableView, cellForRowAt: IndexPath(row: $0, section: 0))
        }
        #expect(products.count == 2)
        #expect(products.allSatisfy { $0 is ProductCellView })
        let note = catalog.tableView(catalog.tableView, cellForRowAt: IndexPath(row: 0, section: 1))
        #expect((note.contentConfiguration as? UIListContentConfiguration)?.text == "Open until six")

        #expect(catalog.startReload())
        #expect(!catalog.startReload(), "a second tap while the first runs starts nothing")
        await catalog.commandTasks.idle()

        catalog.viewModel.showDetail(name: "Tea")
        #expect(app.root.topViewController is DetailViewController)
        #expect(app.root.viewControllers.count == 2)
    }
}
