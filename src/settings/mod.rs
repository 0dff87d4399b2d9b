//! Teacher settings kept between runs.
