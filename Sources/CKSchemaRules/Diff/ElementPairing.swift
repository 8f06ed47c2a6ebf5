/// Pairs the elements of two versions by name, using `renamedFrom` as a hint.
///
/// A new element pairs with the old element of the same name; failing that, with the old element
/// its `renamedFrom` names, provided no new element still uses that name. Everything else is added
/// (new side only) or removed (old side only). Names are unique on each side (the loader refuses
/// duplicates).
struct ElementPairing<Element> {
    /// For each new element, in order, the index of the old element it pairs with (nil: added).
    var matches: [Int?] = []
    /// The indexes of the old elements no new element pairs with, in their order.
    var removed: [Int] = []

    package init(old: [Element], new: [Element], name: (Element) -> String, renamedFrom: (Element) -> String?) {
        // Versions mostly keep their elements in order: pair the run of equal names at the start
        // position by position, and look the rest up by name.
        var same = 0
        while same < old.count, same < new.count, name(old[same]) == name(new[same]) { same += 1 }
        matches.reserveCapacity(new.count)
        for position in 0..<same { matches.append(position) }
        guard same < old.count || same < new.count else { return }

        var unmatchedOld: [String: Int] = [:]
        for position in same..<old.count where unmatchedOld[name(old[position])] == nil {
            unmatchedOld[name(old[position])] = position
        }
        var paired = Set<Int>()
        for element in new[same...] {
            if let match = unmatchedOld.removeValue(forKey: name(element)) {
                matches.append(match)
                paired.insert(match)
            } else if let previous = renamedFrom(element), !new.contains(where: { name($0) == previous }),
                      let match = unmatchedOld.removeValue(forKey: previous) {
                matches.append(match)
                paired.insert(match)
            } else {
                matches.append(nil)
            }
        }
        removed = (same..<old.count).filter { !paired.contains($0) }
    }
}
