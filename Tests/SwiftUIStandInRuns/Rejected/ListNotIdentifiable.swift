// rejected in: swift6 xcode26
// error: Identifiable
// A List over data that is not Identifiable needs `id:`.

import SwiftUI

struct Point {
    let x: Int
}

struct Points: View {
    let points: [Point]

    var body: some View {
        List(points) { point in
            Text("\(point.x)")
        }
    }
}
