// rejected in: swift6
// error: main actor-isolated initializer 'init(rootView:)' in a synchronous nonisolated context
// UIHostingController is @MainActor: a nonisolated function cannot make one (in an Xcode 26
// app target the function is on the main actor by default).

import SwiftUI
import UIKit

func makeGreeting() -> UIViewController {
    UIHostingController(rootView: Text("Hello"))
}
