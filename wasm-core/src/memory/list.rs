//! The replaceable page list: a circular, doubly linked list of frames with a
//! pointer (the clock hand). Corbató 1968, Figures 1–3: the pointer examines
//! the page it points at and advances; newly pulled pages are entered at the
//! *head* — read as the place the pointer looks next (`insert_at_pointer`) or
//! the place just behind it, examined last (`insert_at_head`); the scenario's
//! `memory.pulled_enter` chooses.

const NONE: u32 = u32::MAX;

/// The circular list of frames scanned by the pointer.
#[derive(Clone, Debug)]
pub struct ReplaceablePageList {
    next: Vec<u32>,
    prev: Vec<u32>,
    pointer: u32,
    len: usize,
    /// How many times the pointer has moved on (examinations, plus removals).
    pub advances: u64,
}

impl ReplaceablePageList {
    /// An empty list over `frames` frames.
    pub fn new(frames: usize) -> Self {
        ReplaceablePageList { next: vec![NONE; frames], prev: vec![NONE; frames], pointer: NONE, len: 0, advances: 0 }
    }

    /// Number of frames on the list.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the list is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The frame under the pointer.
    pub fn pointer(&self) -> Option<usize> {
        (self.pointer != NONE).then_some(self.pointer as usize)
    }

    /// Enters `frame` at the head: just behind the pointer.
    pub fn insert_at_head(&mut self, frame: usize) {
        let f = frame as u32;
        if self.pointer == NONE {
            self.next[frame] = f;
            self.prev[frame] = f;
            self.pointer = f;
        } else {
            let p = self.pointer;
            let behind = self.prev[p as usize];
            self.next[behind as usize] = f;
            self.prev[frame] = behind;
            self.next[frame] = p;
            self.prev[p as usize] = f;
        }
        self.len += 1;
    }

    /// Enters `frame` where the pointer looks next: under the pointer, ahead of
    /// the frame that was there.
    pub fn insert_at_pointer(&mut self, frame: usize) {
        self.insert_at_head(frame);
        self.pointer = frame as u32;
    }

    /// Puts the pointer on `frame` if it is on the list (the pointer's
    /// starting place, `memory.pointer_start`); the order is unchanged and no
    /// advance is counted.
    pub fn place_pointer(&mut self, frame: usize) {
        if self.next.get(frame).is_some_and(|&n| n != NONE) {
            self.pointer = frame as u32;
        }
    }

    /// Moves the pointer to the next frame.
    #[inline]
    pub fn advance(&mut self) {
        self.pointer = self.next[self.pointer as usize];
        self.advances += 1;
    }

    /// Removes the frame under the pointer; the pointer moves to its successor.
    pub fn remove_at_pointer(&mut self) -> usize {
        let f = self.pointer as usize;
        if self.len == 1 {
            self.pointer = NONE;
        } else {
            let (p, n) = (self.prev[f], self.next[f]);
            self.next[p as usize] = n;
            self.prev[n as usize] = p;
            self.pointer = n;
        }
        self.next[f] = NONE;
        self.prev[f] = NONE;
        self.len -= 1;
        self.advances += 1;
        f
    }

    /// Removes `frame` from wherever it is (a working-set release); if the
    /// pointer was on it, the pointer moves to its successor without counting
    /// an advance.
    pub fn remove(&mut self, frame: usize) {
        if frame as u32 == self.pointer {
            let advances = self.advances;
            self.remove_at_pointer();
            self.advances = advances;
            return;
        }
        let (p, n) = (self.prev[frame], self.next[frame]);
        self.next[p as usize] = n;
        self.prev[n as usize] = p;
        self.next[frame] = NONE;
        self.prev[frame] = NONE;
        self.len -= 1;
    }

    /// The frames in the order the pointer will examine them, starting at the pointer.
    pub fn order_from_pointer(&self) -> Vec<u32> {
        self.iter_from_pointer().map(|f| f as u32).collect()
    }

    /// The frames in the order the pointer will examine them, lazily.
    pub fn iter_from_pointer(&self) -> impl Iterator<Item = usize> + '_ {
        let mut f = self.pointer;
        (0..self.len).map(move |_| {
            let here = f as usize;
            f = self.next[here];
            here
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn head_is_just_behind_the_pointer() {
        let mut l = ReplaceablePageList::new(4);
        for f in [0, 1, 2] {
            l.insert_at_head(f);
        }
        assert_eq!(l.order_from_pointer(), vec![0, 1, 2]);
        l.advance();
        assert_eq!(l.order_from_pointer(), vec![1, 2, 0]);
        assert_eq!(l.remove_at_pointer(), 1);
        assert_eq!(l.order_from_pointer(), vec![2, 0]);
        l.insert_at_head(3);
        assert_eq!(l.order_from_pointer(), vec![2, 0, 3]);
        assert_eq!(l.advances, 2);
        l.remove(0);
        assert_eq!(l.order_from_pointer(), vec![2, 3]);
        l.remove(2);
        assert_eq!((l.order_from_pointer(), l.pointer(), l.advances), (vec![3], Some(3), 2));
    }

    #[test]
    fn at_the_pointer_a_new_frame_is_examined_next() {
        let mut l = ReplaceablePageList::new(5);
        for f in [0, 1, 2] {
            l.insert_at_head(f);
        }
        l.advance();
        l.insert_at_pointer(3);
        assert_eq!(l.order_from_pointer(), vec![3, 1, 2, 0]);
        l.insert_at_pointer(4);
        assert_eq!(l.order_from_pointer(), vec![4, 3, 1, 2, 0]);
        assert_eq!(l.advances, 1, "entering a frame does not move the pointer on");
    }
}
