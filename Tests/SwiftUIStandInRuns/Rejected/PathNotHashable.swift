// rejected in: swift6 xcode26
// error: Hashable
// A NavigationPath holds Hashable values only.

import SwiftUI

struct Route {
    let name: String
}

func push(_ route: Route, on path: inout NavigationPath) {
    path.append(route)
}
