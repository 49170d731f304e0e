//! The compact store of plain `file:line:col` locations, the one location
//! kind a parser makes per op (a million of them for a million-op file).
//!
//! Stored as any attribute, such a location took a 40-byte [`AttrData`]
//! slot and its flag; here it is a [`FilePoint`] of three `u32`s in an
//! interner of its own, about a third of that. Its [`Location`] handle is
//! the point's id with [`POINT_TAG`] set, a bit no other attribute id has,
//! so `Context::attr_data` tells the two stores apart with one test.
//!
//! Code that asks such a location for its [`AttrData`] (or its
//! [`LocationData`]) by reference gets a copy made on first demand and
//! uniqued in a second interner (`views`), kept for the context's life. The
//! hot paths (the parser, the printer of locations, the checks for
//! `loc(unknown)` in CSE and inlining, fusing locations) read the point
//! itself and make no copy.

use crate::context::Identifier;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::location::{Location, LocationData};
use crate::support::uniquer::{Interner, UniqueHash, sequential_hash};

/// The bit of an attribute id that marks a [`FilePoint`] location. The
/// attribute interner's ids stay below it (a partitioned interner's ids
/// are below `u32::MAX >> 2`).
pub(crate) const POINT_TAG: u32 = 1 << 31;

/// `loc("file":line:col)` with its column written and no range end: what
/// [`LocationData::FileLineCol`] holds in that case.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct FilePoint {
    pub(crate) file: Identifier,
    pub(crate) line: u32,
    pub(crate) col: u32,
}

impl UniqueHash for FilePoint {
    fn unique_hash(&self) -> u64 {
        std::hash::BuildHasher::hash_one(&rustc_hash::FxBuildHasher, self)
    }

    /// Places the points of neighbouring lines of a file in neighbouring
    /// slots of the run tables, so that interning one point per op, in
    /// order, touches memory just touched. A line has two places, by the
    /// column's low bit, and shares its bucket with three other lines.
    fn run_hash(&self) -> Option<u64> {
        let stream = u64::from(self.file.0).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32;
        let position = u64::from(self.line) << 1 | u64::from(self.col & 1);
        Some(sequential_hash(stream, position, self.unique_hash()))
    }
}

impl FilePoint {
    /// The location payload this point is.
    pub(crate) fn data(self) -> LocationData {
        LocationData::FileLineCol {
            file: self.file,
            line: self.line,
            col: Some(self.col),
            end: None,
        }
    }
}

/// The points and the payload copies made of them on demand.
pub(crate) struct FilePoints {
    points: Interner<FilePoint>,
    /// `AttrData::Location` copies of points someone read by reference.
    views: Interner<AttrData>,
}

impl FilePoints {
    /// An empty store, partitioned as the attributes are (threads parsing
    /// the bodies of functions each add to their own part).
    pub(crate) fn new() -> FilePoints {
        FilePoints { points: Interner::partitioned(), views: Interner::new() }
    }

    /// The location of `point`.
    pub(crate) fn intern(&self, point: FilePoint) -> Location {
        Location(Attribute(POINT_TAG | self.points.intern(point)))
    }

    /// The point of `attr`, when it is one.
    #[inline]
    pub(crate) fn point(&self, attr: Attribute) -> Option<FilePoint> {
        (attr.0 & POINT_TAG != 0).then(|| *self.points.get(attr.0 & !POINT_TAG))
    }

    /// The payload of the point location `attr` (tagged), made and kept on
    /// first demand.
    pub(crate) fn view(&self, attr: Attribute) -> &AttrData {
        let point = *self.points.get(attr.0 & !POINT_TAG);
        self.views.get(self.views.intern(AttrData::Location(point.data())))
    }

    /// Makes room for about `additional` more points (a parser, one per
    /// line of its file).
    pub(crate) fn reserve(&self, additional: usize) {
        self.points.reserve_runs(additional);
    }

    /// Number of points.
    pub(crate) fn len(&self) -> usize {
        self.points.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::Context;

    #[test]
    fn a_point_reads_back_as_its_payload_and_stays_unique() {
        let ctx = Context::new();
        let a = ctx.file_loc("a.mlir", 3, 7);
        assert_eq!(a, ctx.file_loc("a.mlir", 3, 7));
        assert_ne!(a, ctx.file_loc("a.mlir", 3, 8));
        assert_ne!(a, ctx.file_loc("b.mlir", 3, 7));
        // Through the general entry point too, and read back by reference.
        let file = ctx.ident("a.mlir");
        let same =
            ctx.get_location(LocationData::FileLineCol { file, line: 3, col: Some(7), end: None });
        assert_eq!(a, same);
        assert_eq!(
            a.data(&ctx),
            &LocationData::FileLineCol { file, line: 3, col: Some(7), end: None }
        );
        assert!(std::ptr::eq(a.data(&ctx), a.data(&ctx)), "the copy is made once");
        // A location without a column, or a range, is not a point.
        let no_col =
            ctx.get_location(LocationData::FileLineCol { file, line: 3, col: None, end: None });
        assert_ne!(no_col, a);
        assert_eq!(ctx.file_points.point(no_col.attr()), None);
        assert_eq!(ctx.file_points.point(a.attr()), Some(FilePoint { file, line: 3, col: 7 }));
    }
}
