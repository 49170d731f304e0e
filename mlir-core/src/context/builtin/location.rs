//! Source locations. As in MLIR, a location is an attribute; [`Location`]
//! is the handle of an attribute whose payload is a [`LocationData`].

use crate::context::builtin::attributes::{AttrData, Attribute};
use std::sync::atomic::{AtomicBool, Ordering};

use crate::context::builtin::file_points::FilePoint;
use crate::context::{Context, Identifier};
use mlir_derive::attr_def;

/// A uniqued location: an attribute handle known to hold a [`LocationData`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Location(pub(crate) Attribute);

/// The payload of a location: one variant per location kind (MLIR's
/// `BuiltinLocationAttributes.td`). The enum-backed mode of `#[attr_def]`
/// gives each its typed handle ([`FileLineColLoc`], [`NameLoc`], …) over
/// [`Location`], and the enum of kinds ([`LocationKind`]).
#[attr_def(closed_enum, handle = Location, kinds = LocationKind)]
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocationData {
    /// `loc(unknown)`: no source location.
    #[kind(handle = UnknownLoc)]
    Unknown,
    /// `loc("file":line:col)`, optionally a range `to line:col` / `to :col`.
    /// As in MLIR, equality follows the numbers that were written:
    /// `"f":1` and `"f":1:0` are different locations that print alike.
    #[kind(handle = FileLineColLoc, ods_name = "FileLineColRange")]
    FileLineCol {
        /// The file name as written.
        file: Identifier,
        /// First line (1-based; 0 for the implicit module).
        line: u32,
        /// First column, when written (prints as 0 when absent).
        col: Option<u32>,
        /// End of a range: `(end_line, end_col)`; the end line is `None` in
        /// the `to :col` form.
        end: Option<(Option<u32>, u32)>,
    },
    /// `loc("name")` or `loc("name"(child))`: a named location.
    #[kind(handle = NameLoc)]
    Name {
        /// The name.
        name: Identifier,
        /// The child location; `None` prints nothing (MLIR's unknown child).
        child: Option<Location>,
    },
    /// `loc(callsite(callee at caller))`: a location inlined from a call.
    #[kind(handle = CallSiteLoc)]
    CallSite {
        /// Where the code is.
        callee: Location,
        /// Where it was called from.
        caller: Location,
    },
    /// `loc(fused[…])` or `loc(fused<metadata>[…])`: several locations as
    /// one.
    #[kind(handle = FusedLoc)]
    Fused {
        /// The fused locations.
        locations: Box<[Location]>,
        /// Optional metadata attribute.
        metadata: Option<Attribute>,
    },
}

impl Location {
    /// Whether this is `loc(unknown)` (without reading a compact
    /// `file:line:col` location's payload).
    pub fn is_unknown(self, ctx: &Context) -> bool {
        ctx.file_points.point(self.0).is_none() && matches!(self.data(ctx), LocationData::Unknown)
    }

    /// The payload of this location.
    pub fn data(self, ctx: &Context) -> &LocationData {
        match self.0.data(ctx) {
            AttrData::Location(data) => data,
            _ => unreachable!("a Location handle always holds a location payload"),
        }
    }

    /// The attribute this location is. Such an attribute may be stored
    /// where any attribute goes, where the printer may give it an alias, so
    /// this notes that the alias pass cannot be skipped.
    pub fn as_attr(self) -> Attribute {
        LOCATION_AS_ATTRIBUTE.store(true, Ordering::Relaxed);
        self.0
    }

    /// The attribute this location is, for the crate's own uses that keep
    /// it in a location's place (printing it, its sub-elements).
    pub(crate) fn attr(self) -> Attribute {
        self.0
    }
}

/// Set once a location handle was turned into a plain attribute through the
/// public API: the handle has no context to record it in.
static LOCATION_AS_ATTRIBUTE: AtomicBool = AtomicBool::new(false);

/// Whether [`Location::as_attr`] was ever called in this process.
pub(crate) fn location_used_as_attribute() -> bool {
    LOCATION_AS_ATTRIBUTE.load(Ordering::Relaxed)
}

impl Context {
    /// Uniques a location payload. A metadata-free fused location of exactly
    /// one location is that location, as in MLIR.
    /// Normalizes as MLIR does: a name location's unknown child is dropped;
    /// a fused location drops unknown parts and duplicates, flattens fused
    /// parts with the same metadata, becomes `unknown` when empty without
    /// metadata (`[unknown]` with metadata), and is its only part when that
    /// part is alone and there is no metadata.
    pub fn get_location(&self, data: LocationData) -> Location {
        let data = match data {
            LocationData::FileLineCol { file, line, col: Some(col), end: None } => {
                return self.file_points.intern(FilePoint { file, line, col });
            }
            LocationData::Name { name, child: Some(c) } if c.is_unknown(self) => {
                LocationData::Name { name, child: None }
            }
            LocationData::Fused { locations, metadata } => {
                let mut parts: Vec<Location> = Vec::new();
                let mut pending: Vec<Location> = locations.iter().rev().copied().collect();
                while let Some(l) = pending.pop() {
                    // A compact point is neither unknown nor fused: its
                    // payload need not be read.
                    if self.file_points.point(l.0).is_none() {
                        match l.data(self) {
                            LocationData::Unknown => continue,
                            LocationData::Fused { locations: inner, metadata: m }
                                if *m == metadata =>
                            {
                                pending.extend(inner.iter().rev().copied());
                                continue;
                            }
                            _ => {}
                        }
                    }
                    if !parts.contains(&l) {
                        parts.push(l);
                    }
                }
                match (parts.len(), metadata) {
                    (0, None) => return self.unknown_loc(),
                    (1, None) => return parts[0],
                    (0, Some(m)) => LocationData::Fused {
                        locations: Box::new([self.unknown_loc()]),
                        metadata: Some(m),
                    },
                    (_, m) => LocationData::Fused { locations: parts.into(), metadata: m },
                }
            }
            other => other,
        };
        // Not through `get_attr`, which counts a location as an attribute
        // value that may get an alias.
        Location(Attribute(self.attrs.intern(AttrData::Location(data))))
    }

    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Location {
        self.get_location(LocationData::Unknown)
    }

    /// `loc("file":line:col)`.
    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Location {
        let file = self.ident(file);
        self.file_points.intern(FilePoint { file, line, col })
    }

    /// `loc("file":line:col)` with an interned file name: what a parser
    /// makes for each op.
    pub(crate) fn file_point_loc(&self, file: Identifier, line: u32, col: u32) -> Location {
        self.file_points.intern(FilePoint { file, line, col })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_locations_are_unique_per_line_and_column() {
        let ctx = Context::new();
        // Several columns a line (they share a slot's neighbourhood), two
        // files with the same lines, enough lines to grow the tables.
        let make = |ctx: &Context| {
            let mut locs = Vec::new();
            for file in ["a.mlir", "b.mlir"] {
                for line in 1..6000 {
                    for col in 1..5 {
                        locs.push(ctx.file_loc(file, line, col));
                    }
                }
            }
            locs
        };
        let first = make(&ctx);
        assert_eq!(make(&ctx), first);
        let distinct: rustc_hash::FxHashSet<_> = first.iter().collect();
        assert_eq!(distinct.len(), first.len());
        match first[5].data(&ctx) {
            LocationData::FileLineCol { line, col, .. } => assert_eq!((*line, *col), (2, Some(2))),
            other => panic!("{other:?}"),
        }
    }
}
