"""Card faces, board and hand images for the four games, drawn only from engine views.

>>> from card_images import render_board, render_hand, render_card, CardFaces
"""

from .board import board_image, hand_image, image_format, render_board, render_card, render_hand
from .faces import CardFaces

__all__ = ["CardFaces", "board_image", "hand_image", "image_format", "render_board", "render_card", "render_hand"]
