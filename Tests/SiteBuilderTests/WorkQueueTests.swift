import Testing

@testable import SiteBuilder

@Suite struct WorkQueueTests {
    @Test func everyIndexIsHandedOutOnceAcrossWorkers() async {
        let queue = WorkQueue()
        let taken = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var mine: [Int] = []
                    while let index = queue.take(below: 1000) { mine.append(index) }
                    return mine
                }
            }
            var all: [Int] = []
            for await part in group { all += part }
            return all
        }
        #expect(taken.sorted() == Array(0..<1000))
    }

    @Test func aFailureStopsTheIndicesAfterItNotThoseBefore() {
        let queue = WorkQueue()
        #expect(queue.take(below: 10) == 0)
        #expect(queue.take(below: 10) == 1)
        queue.stop(at: 3)
        #expect(queue.take(below: 10) == 2)
        #expect(queue.take(below: 10) == nil)
        // A later failure does not hand out again what an earlier one stopped.
        queue.stop(at: 8)
        #expect(queue.take(below: 10) == nil)
    }
}
