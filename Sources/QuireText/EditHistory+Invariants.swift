/// Checking the history: tests call this after every action.
extension EditHistory {
  /// Every way in which the history breaks its rules, one line each; empty when it is sound.
  ///
  /// Checks that `memoryUsed` is what the steps hold, that the slots of dropped steps hold
  /// nothing, that every live step has a change, that only the newest undo step still joins
  /// backward deletions, and that the steps fit the memory limit unless only the one kept
  /// whatever its size is left. O(s + k) for s steps of k bytes.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    if firstUndoStep > undoStorage.count {
      problems.append("first undo step \(firstUndoStep) past \(undoStorage.count) slots")
    }
    for index in undoStorage.indices where index < firstUndoStep {
      if !undoStorage[index].recorded.isEmpty || !undoStorage[index].reversedPrefix.isEmpty {
        problems.append("dropped step \(index) still holds changes")
      }
    }
    let live = Array(undoSteps) + redoSteps
    for (index, step) in live.enumerated() where step.recorded.isEmpty {
      problems.append("step \(index) has no change")
    }
    let newest = undoStorage.count - firstUndoStep - 1
    for (index, step) in live.enumerated() where index != newest && !step.reversedPrefix.isEmpty {
      problems.append("step \(index) is not the newest undo step but still joins deletions")
    }
    let used = live.reduce(0) { $0 + $1.memoryCost }
    if used != memoryUsed { problems.append("memoryUsed \(memoryUsed), steps hold \(used)") }
    if memoryUsed > memoryLimit, live.count > 1 {
      problems.append("\(live.count) steps hold \(memoryUsed) bytes over the limit \(memoryLimit)")
    }
    return problems
  }

  /// Stops the program when the history breaks its rules.
  public func checkInvariants() {
    let problems = invariantViolations()
    precondition(problems.isEmpty, problems.joined(separator: "; "))
  }
}
