//! How many values a context has uniqued, by family
//! ([`Context::uniqued_counts`]): what the memory benchmarks of
//! `BENCHMARKS.md` divide the context's share of a module's heap by.

use crate::context::Context;
use crate::context::builtin::attributes::AttrData;

/// The numbers of uniqued values of a context.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UniquedCounts {
    /// Types.
    pub types: usize,
    /// Attributes other than locations.
    pub attributes: usize,
    /// Locations (attributes too, in MLIR's model).
    pub locations: usize,
    /// Identifiers: names of symbols, attributes, files.
    pub identifiers: usize,
    /// Op names, registered or not.
    pub op_names: usize,
}

impl Context {
    /// How many values of each family this context has uniqued (it walks
    /// the attributes to tell locations apart: linear in their number).
    pub fn uniqued_counts(&self) -> UniquedCounts {
        let locations =
            self.attrs.iter().filter(|(_, data)| matches!(data, AttrData::Location(_))).count();
        UniquedCounts {
            types: self.types.len(),
            attributes: self.attrs.len() - locations,
            locations: locations + self.file_points.len(),
            identifiers: self.idents.len(),
            op_names: self.op_names.len(),
        }
    }
}
