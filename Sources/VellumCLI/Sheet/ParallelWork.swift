import Foundation
import Synchronization

/// Work items run on a few threads, results kept in order: the output never depends on the
/// number of threads.
package enum ParallelWork {
    /// `body` applied to 0..<count on `jobs` threads; `progress` is told (done, total) after
    /// each item, from the thread that finished it.
    package static func map<T: Sendable>(count: Int, jobs: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
                                         _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let results = Mutex<[Int: T]>([:])
        let next = Atomic<Int>(0)
        let finished = Atomic<Int>(0)
        let work = { @Sendable in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let result = body(index)
                results.withLock { $0[index] = result }
                progress?(finished.add(1, ordering: .relaxed).newValue, count)
            }
        }
        let threads = max(1, min(jobs, count))
        if threads == 1 {
            work()
        } else {
            let group = DispatchGroup()
            for _ in 0..<threads {
                group.enter()
                Thread.detachNewThread { work(); group.leave() }
            }
            group.wait()
        }
        let rendered = results.withLock { $0 }
        return (0..<count).map { rendered[$0]! }
    }
}
