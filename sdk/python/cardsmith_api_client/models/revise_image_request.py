from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReviseImageRequest")


@_attrs_define
class ReviseImageRequest:
    """
    Attributes:
        instruction (str): What should change, 3 to 1000 characters: "make the sky a sunset".
        quality (None | str | Unset): low, medium, high or auto; the image's own when left out.
        size (None | str | Unset): 1024x1024, 1024x1536, 1536x1024 or auto; the image's own when left out.
    """

    instruction: str
    quality: None | str | Unset = UNSET
    size: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        instruction = self.instruction

        quality: None | str | Unset
        if isinstance(self.quality, Unset):
            quality = UNSET
        else:
            quality = self.quality

        size: None | str | Unset
        if isinstance(self.size, Unset):
            size = UNSET
        else:
            size = self.size

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "instruction": instruction,
            }
        )
        if quality is not UNSET:
            field_dict["quality"] = quality
        if size is not UNSET:
            field_dict["size"] = size

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        instruction = d.pop("instruction")

        def _parse_quality(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        quality = _parse_quality(d.pop("quality", UNSET))

        def _parse_size(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        size = _parse_size(d.pop("size", UNSET))

        revise_image_request = cls(
            instruction=instruction,
            quality=quality,
            size=size,
        )

        return revise_image_request
