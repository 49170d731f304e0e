//! The builtin dialect's values: types, attributes, locations, affine
//! expressions, element storage and resources. Its numbers (`APInt`,
//! `APFloat`) are in `support`, its ops in `builtin_ops`, two layers
//! above.
//!
//! Files: `types.rs` and `attributes.rs` the handles and payloads, whose
//! enums give each kind its typed handle through `#[type_def]`'s and
//! `#[attr_def]`'s enum-backed mode; `type_verifiers.rs`, `attr_verifiers.rs` and
//! `elements_verifiers.rs` the kinds' verifiers; `kinds.rs`
//! which kind a value is (the key of attribute and type interface models);
//! `location.rs`, and `file_points.rs` the compact store of the plain
//! `file:line:col` locations a parser makes; `affine/` expressions with MLIR's construction-time
//! simplification, maps, sets, their parser and printer; `dense.rs` element
//! storage, `dense_constructors.rs` dense elements from Rust values,
//! `dense_array.rs`; `shaped.rs` queries on shaped types; `collapse_search.rs` the
//! dimension groups collapsing one static shape into another; `memref_layout.rs` what a memref layout
//! says (MLIR's `MemRefLayoutAttrInterface`); `strided.rs` the strides and offset
//! of memref layouts; `strided_views.rs` the strided types of views (slices,
//! rank reductions, collapsed and expanded layouts); `resources.rs`
//! resource blobs; `sub_elements.rs` walking and replacing the values nested in
//! a type or attribute.

pub mod affine;
pub mod attr_verifiers;
pub mod attributes;
pub mod collapse_search;
pub mod dense;
pub mod dense_array;
pub mod dense_constructors;
pub mod elements_verifiers;
pub(crate) mod file_points;
pub mod kinds;
pub mod location;
pub mod memref_layout;
pub mod resources;
pub mod shaped;
pub mod strided;
pub mod strided_views;
pub mod sub_elements;
pub mod type_verifiers;
pub mod types;
